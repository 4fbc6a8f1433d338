import { makeContact } from '../../../testing/fixtures';
import { canSubmitContact, contactToFormValues, normaliseTags, toContactInput } from './contactFormValues';
import { gridColumns, toRows } from './contactLayout';
import { contactPath } from './contactPaths';

it('gridColumns fits 260 px cards with 16 px gaps, at least one', () => {
  expect(gridColumns(0)).toBe(1);
  expect(gridColumns(200)).toBe(1);
  expect(gridColumns(536)).toBe(2);
  expect(gridColumns(535)).toBe(1);
  expect(gridColumns(1200)).toBe(4);
  expect(toRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
});

it('contactPath encodes the id and adds the tab', () => {
  expect(contactPath('a/b')).toBe('/contacts/a%2Fb');
  expect(contactPath('p1', 'notes')).toBe('/contacts/p1?tab=notes');
  expect(contactPath('p1', 'overview')).toBe('/contacts/p1');
});

describe('contact form values', () => {
  it('start from the contact, preferring the linked company name', () => {
    expect(contactToFormValues(makeContact())).toMatchObject({ companyId: 'co1', company: 'Analytical Engines Ltd' });
    expect(contactToFormValues()).toEqual({ first: '', last: '', email: '', phone: '', companyId: '', company: '', tags: '', ownerId: '' });
  });

  it("start owned by the contact's owner, or for a new contact by the signed-in user", () => {
    expect(contactToFormValues(makeContact({ owner_id: 'u4' }), 'u1').ownerId).toBe('u4');
    expect(contactToFormValues(makeContact({ owner_id: null }), 'u1').ownerId).toBe('');
    expect(contactToFormValues(undefined, 'u1').ownerId).toBe('u1');
  });

  it('may be submitted only when first, last and email are non-blank', () => {
    const ok = { ...contactToFormValues(), first: 'A', last: 'B', email: 'a@b.co' };
    expect(canSubmitContact(ok)).toBe(true);
    expect(canSubmitContact({ ...ok, first: '  ' })).toBe(false);
    expect(canSubmitContact({ ...ok, last: '' })).toBe(false);
    expect(canSubmitContact({ ...ok, email: ' ' })).toBe(false);
  });

  it('are trimmed, tags normalised and empty optional fields sent as null', () => {
    expect(normaliseTags(' a, ,b ,, c ')).toBe('a, b, c');
    expect(toContactInput({ first: ' Ada ', last: 'L ', email: ' a@b.co', phone: ' ', companyId: '', company: '', tags: ' , ', ownerId: '' })).toEqual({
      first: 'Ada',
      last: 'L',
      email: 'a@b.co',
      phone: null,
      company: null,
      company_id: null,
      tags: null,
    });
  });

  it('send the owner only when it was changed: null for No owner', () => {
    const values = { ...contactToFormValues(makeContact()), ownerId: 'u1' };
    expect(toContactInput(values, 'u1')).not.toHaveProperty('owner_id');
    expect(toContactInput(values, 'u4')).toMatchObject({ owner_id: 'u1' });
    expect(toContactInput({ ...values, ownerId: '' }, 'u1')).toMatchObject({ owner_id: null });
  });
});
