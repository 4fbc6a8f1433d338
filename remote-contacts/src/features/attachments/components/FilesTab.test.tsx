import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Attachment } from '@meridian/shared/model';
import { FakeXhr, installFakeXhr } from '../../../testing/fakeXhr';
import { makeAttachment, makeContact } from '../../../testing/fixtures';
import { mockApi } from '@meridian/shared/testing';
import { renderContacts, resetAppState } from '../../../testing/renderContacts';

let restoreXhr: () => void = () => undefined;
beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreXhr();
  jest.restoreAllMocks();
});

function setup(attachments: Attachment[]) {
  const api = mockApi({
    'GET /contacts/:id': { body: makeContact() },
    'GET /contacts/:id/notes': { body: { notes: [] } },
    'GET /contacts/:id/attachments': { body: { attachments } },
  });
  // After mockApi, which answers XMLHttpRequest from its routes: these tests drive each upload by hand.
  restoreXhr = installFakeXhr();
  renderContacts('/contacts/p1?tab=files');
  return api;
}

const files = (...names: string[]) => names.map((name, i) => new File([`content ${i}`], name, { type: 'text/plain' }));

it("lists each file with its name, human-readable size, uploaded date, Download and Delete; 'Files (N)'", async () => {
  setup([makeAttachment(), makeAttachment({ id: 'a2', filename: 'logo.bin', size: 7, uploaded_at: '2024-04-01T12:00:00' })]);
  expect(await screen.findByText('Files (2)')).toBeInTheDocument();
  const item = screen.getByText('brief.pdf').closest('li')!;
  expect(item).toHaveTextContent('1.5 KB');
  expect(item).toHaveTextContent('Uploaded Mar 2, 2024');
  expect(within(item).getByRole('button', { name: 'Download brief.pdf' })).toBeInTheDocument();
  expect(within(item).getByRole('button', { name: 'Delete brief.pdf' })).toBeInTheDocument();
  expect(screen.getByText('logo.bin').closest('li')).toHaveTextContent('7 Bytes');
  expect(screen.getByRole('tab', { name: /Files/ })).toHaveTextContent('2');
});

it("says 'No files uploaded' without files", async () => {
  setup([]);
  expect(await screen.findByText('No files uploaded')).toBeInTheDocument();
  expect(screen.getByText('Files (0)')).toBeInTheDocument();
});

it('uploads several picked files, one request each, showing each one’s progress', async () => {
  const api = setup([]);
  await screen.findByText('No files uploaded');
  const input = screen.getByLabelText('Upload files');
  expect(input).toHaveAttribute('multiple');
  await userEvent.upload(input, files('brief.txt', 'notes.txt'));
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
  expect(FakeXhr.instances.map((x) => [x.url, x.file.name])).toEqual([
    ['http://api.test/contacts/p1/attachments', 'brief.txt'],
    ['http://api.test/contacts/p1/attachments', 'notes.txt'],
  ]);

  act(() => FakeXhr.instances[0].progress(50, 100));
  expect(screen.getByLabelText('Uploading brief.txt')).toHaveAttribute('value', '50');
  expect(screen.getByText(/50%/)).toBeInTheDocument();

  const uploaded = [makeAttachment({ id: 'a7', filename: 'brief.txt', size: 9 }), makeAttachment({ id: 'a8', filename: 'notes.txt', size: 9 })];
  api.on('GET /contacts/:id/attachments', { body: { attachments: uploaded } });
  act(() => FakeXhr.instances[0].respond(201, { attachments: [uploaded[0]] }));
  act(() => FakeXhr.instances[1].respond(201, { attachments: [uploaded[1]] }));
  expect(await screen.findByText('Files (2)')).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Uploading/)).not.toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Files' })).getAllByRole('listitem')).toHaveLength(2);
});

it('uploads dropped files', async () => {
  setup([]);
  const zone = await screen.findByTestId('file-drop-zone');
  fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [] } });
  fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: files('dropped.csv') } });
  await waitFor(() => expect(FakeXhr.instances.map((x) => x.file.name)).toEqual(['dropped.csv']));
});

it("toasts 'Upload failed' and shows the reason when an upload fails", async () => {
  setup([]);
  await userEvent.upload(await screen.findByLabelText('Upload files'), files('huge.bin'));
  await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
  act(() => FakeXhr.instances[0].respond(413, { error: 'File too large (max 25 MB)' }));
  expect(await screen.findByText('Upload failed')).toBeInTheDocument();
  expect(screen.getByText('Upload failed: File too large (max 25 MB)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss huge.bin' }));
  expect(screen.queryByText(/File too large/)).not.toBeInTheDocument();
});

it('downloads with the token and saves the blob under the original name', async () => {
  const api = setup([makeAttachment()]);
  const blob = new Blob(['%PDF']);
  api.on('GET /contacts/:id/attachments/:attachmentId/download', { blob });
  const createObjectURL = jest.fn(() => 'blob:x');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Download brief.pdf' }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(api.callsTo('GET /contacts/:id/attachments/:attachmentId/download')[0].path).toBe('/contacts/p1/attachments/a1/download');
  expect(createObjectURL).toHaveBeenCalledWith(blob);
  expect(clicked[0].download).toBe('brief.pdf');
  expect(clicked[0].href).toBe('blob:x');
});

it("toasts 'Failed to download file' when the download fails", async () => {
  const api = setup([makeAttachment()]);
  api.on('GET /contacts/:id/attachments/:attachmentId/download', { status: 404, body: { error: 'Attachment not found' } });
  await userEvent.click(await screen.findByRole('button', { name: 'Download brief.pdf' }));
  expect(await screen.findByText('Failed to download file')).toBeInTheDocument();
});

it('deletes a file after confirmation', async () => {
  const api = setup([makeAttachment()]);
  api.on('DELETE /contacts/:id/attachments/:attachmentId', { status: 204 });
  await userEvent.click(await screen.findByRole('button', { name: 'Delete brief.pdf' }));
  api.on('GET /contacts/:id/attachments', { body: { attachments: [] } });
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No files uploaded')).toBeInTheDocument();
  expect(api.callsTo('DELETE /contacts/:id/attachments/:attachmentId')[0].path).toBe('/contacts/p1/attachments/a1');
});
