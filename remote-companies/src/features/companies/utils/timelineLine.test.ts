// Each kind of audit event as one readable line of a company's timeline; its contacts' events
// name the contact.
import { contactEvent, makeEvent } from '../../../testing/fixtures';
import { timelineLine } from './timelineLine';

const NAMES: Record<string, string> = { u3: 'Ann Archer', u4: 'Bob Baker' };
const nameOf = (id: string | null | undefined) => (id ? (NAMES[id] ?? null) : null);
const own = (overrides: Parameters<typeof makeEvent>[0]) => timelineLine(makeEvent(overrides), nameOf);
const ofContact = (overrides: Parameters<typeof makeEvent>[0]) => timelineLine(contactEvent(overrides), nameOf);

describe("the company's own events", () => {
  it.each([
    ['created', 'Created the company'],
    ['deleted', 'Deleted the company'],
    ['bulk_deleted', 'Deleted the company'],
    ['restored', 'Restored the company'],
    ['imported', 'Imported'],
  ] as const)('%s', (action, title) => {
    expect(own({ action, changes: [] })).toMatchObject({ title, by: 'Sam Seller', contact: null });
  });

  it('field edits: changed, set, cleared, several, and an owner by name', () => {
    expect(own({}).title).toBe('Changed industry from Retail to Technology');
    expect(own({ changes: [{ field: 'website', from: null, to: 'https://acme.example' }] }).title).toBe('Set website to https://acme.example');
    expect(own({ changes: [{ field: 'phone', from: '+1 555', to: null }] }).title).toBe('Cleared phone (was +1 555)');
    expect(own({ changes: [{ field: 'owner_id', from: 'u3', to: 'u4' }] }).title).toBe('Changed owner from Ann Archer to Bob Baker');
    const several = own({
      changes: [
        { field: 'size', from: 'small', to: 'medium' },
        { field: 'logo_url', from: null, to: 'https://acme.example/logo.png' },
      ],
    });
    expect(several.title).toBe('Changed 2 fields');
    expect(several.lines).toEqual(['size: small → medium', 'logo URL: none → https://acme.example/logo.png']);
  });

  it('a bulk edit of one of its contacts, and its undo, name the contact and say so', () => {
    expect(ofContact({ action: 'bulk_edited', changes: [{ field: 'company', from: null, to: 'Acme' }] }).title).toBe(
      'Set company of Ada Lovelace to Acme (bulk edit)',
    );
    expect(ofContact({ action: 'bulk_edit_undone', changes: [{ field: 'company', from: 'Acme', to: null }] }).title).toBe(
      'Undid a bulk edit: Cleared company of Ada Lovelace (was Acme)',
    );
  });

  it('a merge names the companies merged into it, and its undo', () => {
    expect(own({ action: 'merged', details: { merged: 'Acme Inc', count: 1 } }).title).toBe('Merged Acme Inc into this company');
    expect(own({ action: 'merge_undone', changes: [] }).title).toBe('Undid a merge into this company');
    expect(ofContact({ action: 'merged', details: { merged: 'Ada L.' } }).title).toBe('Merged into the contact Ada Lovelace: Ada L.');
  });

  it("an event without an actor is the system's", () => {
    expect(own({ actor: null, action: 'imported', changes: [] })).toMatchObject({ title: 'Imported', by: 'Meridian' });
  });
});

describe("its contacts' events name the contact", () => {
  it('the contact itself', () => {
    expect(ofContact({ action: 'created', changes: [] })).toMatchObject({
      title: 'Added the contact Ada Lovelace',
      contact: { id: 'p1', name: 'Ada Lovelace' },
    });
    expect(ofContact({ action: 'deleted', changes: [] }).title).toBe('Deleted the contact Ada Lovelace');
    expect(ofContact({ action: 'restored', changes: [] }).title).toBe('Restored the contact Ada Lovelace');
    expect(ofContact({ action: 'imported', changes: [] }).title).toBe('Imported the contact Ada Lovelace');
    expect(ofContact({ changes: [{ field: 'phone', from: '1', to: '2' }] }).title).toBe('Changed phone of Ada Lovelace from 1 to 2');
    expect(ofContact({ changes: [{ field: 'tags', from: '', to: 'vip' }] }).title).toBe('Set tags of Ada Lovelace to vip');
  });

  it('its notes and files', () => {
    const note = ofContact({ record_type: 'note', action: 'created', record_name: 'Called', changes: [{ field: 'body', from: null, to: 'Called' }] });
    expect(note).toMatchObject({ title: 'Added a note to Ada Lovelace', detail: 'Called' });
    expect(ofContact({ record_type: 'note', action: 'deleted', changes: [] }).title).toBe('Deleted a note of Ada Lovelace');
    expect(ofContact({ record_type: 'note', action: 'updated', changes: [] }).title).toBe('Edited a note of Ada Lovelace');
    expect(ofContact({ record_type: 'attachment', action: 'created', record_name: 'brief.pdf', changes: [] }).title).toBe('Uploaded brief.pdf to Ada Lovelace');
    expect(ofContact({ record_type: 'attachment', action: 'deleted', record_name: 'brief.pdf', changes: [] }).title).toBe(
      'Deleted the file brief.pdf of Ada Lovelace',
    );
  });

  it('its pipeline moves and deal changes', () => {
    // As the API records them: the contact's name as the deal's, the stage as a change.
    const deal = { record_type: 'deal' as const, details: {} };
    expect(ofContact({ ...deal, action: 'stage_moved', changes: [{ field: 'stage', from: 'Lead', to: 'Negotiation' }] }).title).toBe(
      'Moved Ada Lovelace to Negotiation',
    );
    expect(ofContact({ ...deal, action: 'pipeline_added', changes: [] }).title).toBe('Added Ada Lovelace to a pipeline');
    expect(ofContact({ ...deal, action: 'pipeline_removed', changes: [] }).title).toBe('Removed Ada Lovelace from its pipeline');
    const changed = ofContact({ ...deal, action: 'updated', changes: [{ field: 'value', from: '1200.00 USD', to: '1500.00 EUR' }] });
    expect(changed).toMatchObject({ title: 'Changed the deal of Ada Lovelace', lines: ['Value: $1,200.00 → €1,500.00'] });
  });

  it("a contact whose name the event does not carry is 'a contact'", () => {
    expect(ofContact({ record_type: 'note', action: 'created', record_name: 'Called', changes: [], details: {} }).title).toBe('Added a note to a contact');
  });
});
