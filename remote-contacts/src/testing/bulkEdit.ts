// Bulk edit answers and the page's setup for the bulk edit tests.
import { fireEvent, screen, within } from '@testing-library/react';
import type { BulkEdit } from '@meridian/shared/model';
import { mockApi } from '@meridian/shared/testing';
import { contactList, makeCompany, makeContacts, MEMBERS } from './fixtures';

export function bulkEdit(overrides: Partial<BulkEdit> = {}): BulkEdit {
  return { id: 'be1', status: 'done', total: 3, processed: 3, changed: 3, undo_until: '2030-01-01T00:00:00.000Z', error: null, ...overrides };
}

export const PIPELINES = {
  pipelines: [
    { id: 'pl1', name: 'Sales', created_at: '2024-01-01T00:00:00.000Z', isDefault: true },
    { id: 'pl2', name: 'Partners', created_at: '2024-01-02T00:00:00.000Z', isDefault: false },
  ],
};

const stage = (id: string, name: string, position: number) => ({ id, name, color: '#888888', position, probability: 10, outcome: null });

/** Three cards (Person 0001…0003, ids p1…p3) of `matching`, members, companies, pipelines and stages. */
export function mockBulkEditPage(matching = 3) {
  return mockApi({
    'GET /contacts': { body: contactList(makeContacts(3), matching) },
    'GET /members': { body: { members: MEMBERS } },
    'GET /companies': { body: { companies: [makeCompany(), makeCompany({ id: 'co2', name: 'Babbage & Co' })], pagination: { total: 2, pages: 1 } } },
    'GET /pipeline': { body: PIPELINES },
    'GET /pipeline/pl1/stages': { body: { success: true, data: [stage('s2', 'Negotiation', 1), stage('s1', 'Lead', 0)] } },
    'GET /pipeline/pl2/stages': { body: { success: true, data: [stage('s9', 'Signed', 0)] } },
    'POST /contacts/bulk-edit': { body: bulkEdit() },
    'POST /contacts/bulk-edits/:id/undo': { body: bulkEdit({ status: 'undone' }) },
  });
}

/** Waits for the cards, then Select All: '3 of 3 selected'. */
export async function selectAllCards() {
  await screen.findByLabelText('Person 0001', { selector: '[aria-label]' });
  fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
}

/** Edit → the action's menu item: its dialog (loaded on first use). */
export function openAction(name: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
  fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name }));
  return screen.findByRole('dialog', { name });
}

/** Continue in the dialog, then the question's text; Apply answers it. */
export function continueToQuestion(dialog: HTMLElement): HTMLElement {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return screen.getByRole('alertdialog', { name: 'Edit contacts' });
}
