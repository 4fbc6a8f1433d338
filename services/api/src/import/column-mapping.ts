// Which field each CSV column most likely feeds: the contract's table of the headers other tools
// export (import-headers.ts). Every column that names a field is mapped to it, so a file with a
// work and a mobile phone column imports whichever a row has.
import { importHeaderField, type ColumnTarget } from '@meridian/contract';

/** Each header to the field it names, or 'skip'. */
export function suggestMapping(headers: readonly string[]): Record<string, ColumnTarget> {
  // fromEntries defines own properties: assigning mapping["__proto__"] would set the prototype
  // instead, and a column of that name would get no suggestion.
  return Object.fromEntries(headers.map((header) => [header, importHeaderField(header) ?? 'skip']));
}
