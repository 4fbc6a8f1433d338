import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Attachment } from '@meridian/shared/model';
import { mediaStyle, mockApi, mockMatchMedia } from '@meridian/shared/testing';
import { FakeXhr, installFakeXhr } from '../../../testing/fakeXhr';
import { makeAttachment, makeContact } from '../../../testing/fixtures';
import { renderContacts, resetAppState } from '../../../testing/renderContacts';

const originalMatchMedia = window.matchMedia;
let restoreXhr: () => void = () => undefined;
beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreXhr();
  window.matchMedia = originalMatchMedia;
  jest.restoreAllMocks();
});

function setup(attachments: Attachment[]) {
  const api = mockApi({
    'GET /contacts/:id': { body: makeContact() },
    'GET /contacts/:id/notes': { body: { notes: [] } },
    'GET /contacts/:id/attachments': { body: { attachments } },
  });
  restoreXhr = installFakeXhr();
  renderContacts('/contacts/p1?tab=files');
  return api;
}

const LONG_NAME = 'quarterly-board-presentation-final-version-with-appendix.pdf';

describe('Files tab at phone width', () => {
  beforeEach(() => mockMatchMedia(true));

  it("makes 'Choose files' at least 44 px tall on a phone", async () => {
    setup([]);
    const choose = await screen.findByRole('button', { name: 'Choose files' });
    expect(mediaStyle(choose, '(max-width: 640px)')).toMatchObject({ 'min-height': '44px' });
  });

  it('keeps the name on one ellipsised line with the full name as its title, size and date on a second line', async () => {
    setup([makeAttachment({ filename: LONG_NAME, size: 2_500_000 })]);
    const name = await screen.findByText(LONG_NAME);
    expect(name).toHaveAttribute('title', LONG_NAME);
    expect(name).toHaveStyle({ overflow: 'hidden', 'text-overflow': 'ellipsis', 'white-space': 'nowrap' });
    const meta = name.nextElementSibling as HTMLElement;
    expect(meta).toHaveTextContent('2.38 MB');
    expect(meta).toHaveTextContent('Uploaded Mar 2, 2024');
    // Each part stays whole: the size no longer breaks one word per line.
    for (const part of Array.from(meta.children)) expect(part).toHaveStyle({ 'white-space': 'nowrap' });
  });

  it('turns Download and Delete into 44 px icon buttons that keep their names, leaving the room to the name', async () => {
    setup([makeAttachment({ filename: LONG_NAME })]);
    const row = (await screen.findByText(LONG_NAME)).closest('li')!;
    for (const label of [`Download ${LONG_NAME}`, `Delete ${LONG_NAME}`]) {
      const button = within(row).getByRole('button', { name: label });
      expect(button).toHaveTextContent(/^$/);
      expect(button).toHaveAttribute('title', label);
      expect(button).toHaveStyle({ width: '44px', height: '44px' });
    }
  });
});

it('keeps the labelled Download and Delete buttons on wide screens', async () => {
  mockMatchMedia(false);
  setup([makeAttachment()]);
  const row = (await screen.findByText('brief.pdf')).closest('li')!;
  expect(within(row).getByRole('button', { name: 'Download brief.pdf' })).toHaveTextContent('Download');
  expect(within(row).getByRole('button', { name: 'Delete brief.pdf' })).toHaveTextContent('Delete');
});

it('a failed upload row has Retry, which sends the same file again in that row', async () => {
  const api = setup([]);
  const file = new File(['content'], 'report.pdf', { type: 'application/pdf' });
  await userEvent.upload(await screen.findByLabelText('Upload files'), file);
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  act(() => FakeXhr.instances[0].respond(503, { error: 'Storage is busy, try again' }));
  expect(await screen.findByText('Upload failed: Storage is busy, try again')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry report.pdf' }));
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
  expect(FakeXhr.instances[1].file.name).toBe('report.pdf');
  expect(FakeXhr.instances[1].file.size).toBe(file.size);
  expect(screen.queryByText(/Storage is busy/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Uploading report.pdf')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem')).toHaveLength(1);

  const uploaded = makeAttachment({ id: 'a9', filename: 'report.pdf' });
  api.on('GET /contacts/:id/attachments', { body: { attachments: [uploaded] } });
  act(() => FakeXhr.instances[1].respond(201, { attachments: [uploaded] }));
  expect(await screen.findByText('Files (1)')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
});
