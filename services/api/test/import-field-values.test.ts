// How a row's cells become a contact's fields: several columns for one field (the first non-empty
// one in the file wins) and a full name split into the names the row lacks.
import { splitFullName } from '../src/import/full-name';
import { resolveMapping } from '../src/import/resolve-mapping';
import { checkRecord } from '../src/import/row-rules';
import type { Mapping } from './helpers/imports';

describe('several columns for one field', () => {
  const headers = ['Mobile', 'Work', 'Email', 'Name'];
  const check = (record: string[], mapping: Mapping) => checkRecord(record, headers.length, resolveMapping(headers, mapping));

  it('per row, the first non-empty column in file order wins, whatever order the mapping names them', () => {
    const mapping: Mapping = { Work: 'phone', Mobile: 'phone', Email: 'email', Name: 'name' };
    expect(check(['', '+1 555 0100', 'a@example.com', 'Ann Lee'], mapping)).toMatchObject({ first: 'Ann', last: 'Lee', phone: '+1 555 0100' });
    expect(check(['+1 555 0199', '+1 555 0100', 'a@example.com', 'Ann Lee'], mapping)).toMatchObject({ phone: '+1 555 0199' });
    expect(check(['  ', '', 'a@example.com', 'Ann Lee'], mapping)).toMatchObject({ phone: null });
  });

  it('is refused only when no column gives a name or an email', () => {
    expect(() => resolveMapping(headers, { Mobile: 'phone', Work: 'phone' })).toThrow('Map at least one column to first, last, name or email');
    expect(resolveMapping(headers, { Name: 'name' })).toEqual({ name: [3] });
  });
});

describe('a full name', () => {
  it.each([
    // [full name, first, last] -> [first, last]
    ['Anna Maria Schmidt', '', '', 'Anna Maria', 'Schmidt'],
    ['  Anna   Schmidt ', '', '', 'Anna', 'Schmidt'],
    ['Cher', '', '', 'Cher', ''],
    ['Anna Schmidt', 'Anna', '', 'Anna', 'Schmidt'],
    ['anna schmidt', 'Anna', '', 'Anna', 'schmidt'],
    ['von Stein', 'Karl', '', 'Karl', 'von Stein'],
    ['Anna', 'Anna', '', 'Anna', ''],
    ['Anna Schmidt', '', 'Schmidt', 'Anna', 'Schmidt'],
    ['Anna', '', 'Schmidt', 'Anna', 'Schmidt'],
    ['Anna Schmidt', 'Anne', 'Schmitt', 'Anne', 'Schmitt'],
  ])('%j beside first %j and last %j -> %j %j', (full, first, last, wantFirst, wantLast) => {
    expect(splitFullName(full, first, last)).toEqual({ first: wantFirst, last: wantLast });
  });
});
