import { capitalize } from './capitalize';
import { contactCompany } from './contactCompany';
import { contactDisplayName } from './contactDisplayName';
import { displayValue } from './displayValue';
import { formatFileSize } from './formatFileSize';
import { initialsOf } from './initialsOf';
import { formatCount } from './formatCount';
import { pluralize, pluralOf, pluralWord } from './pluralize';

describe('formatFileSize', () => {
  it.each<[number, string]>([
    [0, '0 Bytes'],
    [1, '1 byte'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 * 1.5, '1.5 MB'],
    [1_234_567, '1.18 MB'],
    [1024 ** 3 * 2.25, '2.25 GB'],
    [104_857_600, '100 MB'],
    [1024 ** 4 * 3, '3072 GB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('treats missing, negative and non-finite sizes as 0 Bytes', () => {
    expect(formatFileSize(null)).toBe('0 Bytes');
    expect(formatFileSize(undefined)).toBe('0 Bytes');
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

describe('formatCount', () => {
  it('adds thousands separators', () => {
    expect(formatCount(51_498)).toBe('51,498');
    expect(formatCount(1_000_000)).toBe('1,000,000');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(0)).toBe('0');
  });

  it("gives '0' for missing or non-finite values", () => {
    expect(formatCount(null)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});

describe('contactDisplayName', () => {
  it('joins and trims first and last', () => {
    expect(contactDisplayName({ first: 'Ada', last: 'Lovelace' })).toBe('Ada Lovelace');
    expect(contactDisplayName({ first: '  Ada ', last: '' })).toBe('Ada');
    expect(contactDisplayName({ first: null, last: 'Lovelace' })).toBe('Lovelace');
  });

  it("falls back to 'Unnamed Contact'", () => {
    expect(contactDisplayName({})).toBe('Unnamed Contact');
    expect(contactDisplayName({ first: ' ', last: null })).toBe('Unnamed Contact');
  });
});

describe('initialsOf', () => {
  it('upper-cases the first character', () => {
    expect(initialsOf('ada', 1)).toBe('A');
    expect(initialsOf('  émile', 1)).toBe('É');
    expect(initialsOf('😀 smile', 1)).toBe('😀');
  });

  it("gives '?' for blank names", () => {
    expect(initialsOf('', 1)).toBe('?');
    expect(initialsOf('   ', 1)).toBe('?');
    expect(initialsOf(null, 1)).toBe('?');
    expect(initialsOf(undefined, 1)).toBe('?');
    expect(initialsOf('  ')).toBe('?');
  });

  it('takes the first and last words by default', () => {
    expect(initialsOf('Dana Demo')).toBe('DD');
    expect(initialsOf('dana de la demo')).toBe('DD');
    expect(initialsOf('cher')).toBe('C');
    expect(initialsOf('Dana Demo', 1)).toBe('D');
  });
});

describe('pluralize', () => {
  it('uses the singular only for exactly 1', () => {
    expect(pluralize(1, 'contact')).toBe('1 contact');
    expect(pluralize(2, 'contact')).toBe('2 contacts');
    expect(pluralize(0, 'contact')).toBe('0 contacts');
    expect(pluralize(1, 'company')).toBe('1 company');
    expect(pluralize(3, 'company')).toBe('3 companies');
  });

  it('writes the count with thousands separators', () => {
    expect(pluralize(51_498, 'contact')).toBe('51,498 contacts');
    expect(pluralize(1000, 'company')).toBe('1,000 companies');
  });

  it('gives the word alone with pluralWord', () => {
    expect(pluralWord(1, 'company')).toBe('company');
    expect(pluralWord(2, 'company')).toBe('companies');
    expect(pluralWord(0, 'person', 'people')).toBe('people');
  });

  it('takes an explicit plural', () => {
    expect(pluralize(2, 'person', 'people')).toBe('2 people');
    expect(pluralize(1, 'person', 'people')).toBe('1 person');
  });

  it('knows the common English endings', () => {
    expect(pluralOf('key')).toBe('keys');
    expect(pluralOf('box')).toBe('boxes');
    expect(pluralOf('match')).toBe('matches');
    expect(pluralOf('status')).toBe('statuses');
  });
});

describe('capitalize', () => {
  it('upper-cases only the first letter', () => {
    expect(capitalize('startup')).toBe('Startup');
    expect(capitalize('enterprise plan')).toBe('Enterprise plan');
    expect(capitalize('A')).toBe('A');
  });

  it('handles empty input', () => {
    expect(capitalize('')).toBe('');
    expect(capitalize(null)).toBe('');
    expect(capitalize(undefined)).toBe('');
  });
});

it('contactCompany prefers the linked company name and falls back to the text', () => {
  expect(contactCompany({ company: 'Text Co', company_name: 'Linked Co' })).toBe('Linked Co');
  expect(contactCompany({ company: 'Text Co', company_name: null })).toBe('Text Co');
  expect(contactCompany({ company: null, company_name: '  ' })).toBe('');
});

it("displayValue shows '-' for empty values", () => {
  expect(displayValue(null)).toBe('-');
  expect(displayValue(undefined)).toBe('-');
  expect(displayValue('  ')).toBe('-');
  expect(displayValue(' x ')).toBe('x');
  expect(displayValue(0)).toBe('0');
});
