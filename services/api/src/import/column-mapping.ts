// Which contact field a CSV column most likely holds, from the spellings exports commonly use
// (Google, Outlook, HubSpot, LinkedIn, spreadsheets). The fields are the contract's.
import { CONTACT_FIELDS, type ColumnTarget, type ContactField } from '@meridian/contract';

const SPELLINGS: Record<ContactField, string[]> = {
  first: ['first', 'firstname', 'first name', 'given name', 'givenname', 'forename', 'prenom'],
  last: ['last', 'lastname', 'last name', 'surname', 'family name', 'familyname'],
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'mail', 'e-mail 1 - value', 'email 1'],
  phone: ['phone', 'phone number', 'mobile', 'mobile phone', 'mobile number', 'telephone', 'tel', 'cell', 'phone 1 - value'],
  company: ['company', 'company name', 'organization', 'organisation', 'organization name', 'account', 'account name', 'employer'],
  tags: ['tags', 'tag', 'labels', 'label', 'groups'],
};

/** Lower case, BOM and surrounding quotes gone, runs of spaces/underscores as one space. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
}

const LOOKUP = new Map<string, ContactField>(CONTACT_FIELDS.flatMap((field) => SPELLINGS[field].map((spelling) => [spelling, field] as const)));

/** Each header to a field, or 'skip'; a field goes to the first column that names it. */
export function suggestMapping(headers: readonly string[]): Record<string, ColumnTarget> {
  const taken = new Set<ContactField>();
  const mapping: [string, ColumnTarget][] = [];
  for (const header of headers) {
    const normalised = normaliseHeader(header);
    const field = LOOKUP.get(normalised) ?? LOOKUP.get(normalised.replace(/ /g, ''));
    if (field && !taken.has(field)) {
      taken.add(field);
      mapping.push([header, field]);
    } else {
      mapping.push([header, 'skip']);
    }
  }
  // fromEntries defines own properties: assigning mapping["__proto__"] would set the prototype
  // instead, and a column of that name would get no suggestion.
  return Object.fromEntries(mapping);
}
