// Each kind of audit event as one readable line of a contact's timeline.
import { makeEvent } from '../../../testing/fixtures';
import { timelineItem } from './timelineItem';

const NAMES: Record<string, string> = { u3: 'Ann Archer', u4: 'Bob Baker' };
const nameOf = (id: string | null | undefined) => (id ? (NAMES[id] ?? null) : null);
const line = (overrides: Parameters<typeof makeEvent>[0]) => timelineItem(makeEvent(overrides), nameOf);

describe('the contact itself', () => {
  it.each([
    ['created', 'Created the contact'],
    ['deleted', 'Deleted the contact'],
    ['bulk_deleted', 'Deleted the contact'],
    ['restored', 'Restored the contact'],
    ['bulk_restored', 'Restored the contact'],
    ['imported', 'Imported'],
  ] as const)('%s', (action, title) => {
    expect(line({ action, changes: [] })).toMatchObject({ title, lines: [] });
  });

  it('a merge names the contacts merged into it, and its undo', () => {
    expect(line({ action: 'merged', details: { merged: 'Ada L., Ada Lovelace', count: 2 } }).title).toBe('Merged Ada L., Ada Lovelace into this contact');
    expect(line({ action: 'merge_undone', changes: [] }).title).toBe('Undid a merge into this contact');
  });

  it('one field changed, set or cleared, worded as a sentence', () => {
    expect(line({}).title).toBe('Changed phone from +1 555 0100 to +1 555 0199');
    expect(line({ changes: [{ field: 'tags', from: null, to: 'vip' }] }).title).toBe('Set tags to vip');
    expect(line({ changes: [{ field: 'email', from: 'ada@example.com', to: '' }] }).title).toBe('Cleared email (was ada@example.com)');
    expect(line({ changes: [{ field: 'first', from: 'Ada', to: 'Augusta' }] }).title).toBe('Changed first name from Ada to Augusta');
    // A field this client has no word for keeps its API name rather than vanishing.
    expect(line({ changes: [{ field: 'linkedin', from: 'a', to: 'b' }] }).title).toBe('Changed linkedin from a to b');
  });

  it('a bulk edit, and its undo, say so beside the field', () => {
    expect(line({ action: 'bulk_edited', changes: [{ field: 'owner', from: 'Ann Archer', to: 'Bob Baker' }] }).title).toBe(
      'Changed owner from Ann Archer to Bob Baker (bulk edit)',
    );
    expect(line({ action: 'bulk_edit_undone', changes: [{ field: 'tags', from: 'vip, new', to: 'vip' }] }).title).toBe(
      'Undid a bulk edit: Changed tags from vip, new to vip',
    );
  });

  it('an owner change names the members, and an id no longer listed stays as it came', () => {
    expect(line({ changes: [{ field: 'owner_id', from: 'u3', to: 'u4' }] }).title).toBe('Changed owner from Ann Archer to Bob Baker');
    expect(line({ changes: [{ field: 'owner_id', from: 'gone', to: null }] }).title).toBe('Cleared owner (was gone)');
  });

  it("a created contact's first values are not listed under it", () => {
    expect(
      line({
        action: 'created',
        changes: [
          { field: 'first', from: null, to: 'Ada' },
          { field: 'last', from: null, to: 'Lovelace' },
        ],
      }).lines,
    ).toEqual([]);
  });

  it('several fields: a count, and each change on its own line', () => {
    const item = line({
      changes: [
        { field: 'phone', from: '1', to: '2' },
        { field: 'company', from: null, to: 'Acme' },
      ],
    });
    expect(item.title).toBe('Changed 2 fields');
    expect(item.lines).toEqual(['phone: 1 → 2', 'company: none → Acme']);
  });

  it("an event without an actor is the system's", () => {
    expect(line({ actor: null, action: 'imported', changes: [] })).toMatchObject({ title: 'Imported', by: 'Meridian' });
  });
});

describe('notes and files', () => {
  it.each([
    ['created', 'Added note', null, 'Called about the proposal'],
    ['updated', 'Edited note', 'Called', 'Called about the proposal'],
    ['deleted', 'Deleted note', 'Called about the proposal', null],
  ] as const)('a note %s, its text under the line', (action, title, from, to) => {
    const item = line({ record_type: 'note', action, record_name: 'Called…', changes: [{ field: 'body', from, to }], details: { contact: 'Ada Lovelace' } });
    expect(item).toMatchObject({ title, detail: to ?? from, lines: [] });
  });

  it('a file uploaded or deleted, by its name', () => {
    expect(line({ record_type: 'attachment', action: 'created', record_name: 'brief.pdf', changes: [] }).title).toBe('Uploaded brief.pdf');
    expect(line({ record_type: 'attachment', action: 'deleted', record_name: 'brief.pdf', changes: [] }).title).toBe('Deleted brief.pdf');
  });

  it('an import that names the contact', () => {
    expect(line({ record_type: 'import', action: 'imported', record_name: 'contacts.csv', changes: [] }).title).toBe('Imported');
  });
});

describe('the pipeline and the deal', () => {
  it("a stage move names the stage wherever the trail keeps it, with the move's notes", () => {
    const moved = { record_type: 'deal' as const, action: 'stage_moved' as const, changes: [] };
    expect(line({ ...moved, details: { stage: 'Negotiation', notes: 'Sent the deck' } })).toMatchObject({
      title: 'Moved to Negotiation',
      detail: 'Sent the deck',
    });
    // As the API records it: the stage as a change, the contact's name as the record's.
    expect(line({ ...moved, record_name: 'Ada Lovelace', changes: [{ field: 'stage', from: 'Lead', to: 'Won' }] })).toMatchObject({
      title: 'Moved to Won',
      lines: [],
    });
  });

  it('added to and removed from a pipeline', () => {
    expect(line({ record_type: 'deal', action: 'pipeline_added', changes: [] }).title).toBe('Added to a pipeline');
    expect(line({ record_type: 'deal', action: 'pipeline_removed', changes: [] }).title).toBe('Removed from its pipeline');
  });

  it('deal changes, each worded as the Activity tab words them: money, dates and owners formatted', () => {
    const item = line({
      record_type: 'deal',
      action: 'updated',
      changes: [
        { field: 'value', from: null, to: '2500.50 CHF' },
        { field: 'close_date', from: null, to: '2024-03-31' },
        { field: 'owner_id', from: 'u3', to: 'u4' },
        { field: 'next_step', from: 'Call', to: 'Demo' },
      ],
    });
    expect(item.title).toBe('Changed the deal');
    expect(item.lines).toEqual([
      'Value: none → CHF\u00a02,500.50',
      'Close date: none → Mar 31, 2024',
      'Owner: Ann Archer → Bob Baker',
      'Next step: Call → Demo',
    ]);
  });
});

it('keeps the id, who did it and the time of the event', () => {
  expect(line({ id: 'e9', at: '2024-05-06T07:08:09Z' })).toMatchObject({ id: 'e9', by: 'Sam Seller', at: '2024-05-06T07:08:09Z' });
});
