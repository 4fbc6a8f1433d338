import { act, screen } from '@testing-library/react';
import { DEFAULT_DISPLAY_PREFERENCES, useDisplayPreferences, type DisplayPreferences } from '@meridian/shared/format';
import { renderWithProviders, resetAppState } from '@meridian/shared/testing';
import { makeAttachment, makeNote } from '../../../testing/fixtures';
import { AttachmentItem } from '../../attachments/components/AttachmentItem';
import { NoteItem } from './NoteItem';

// Written and uploaded at 02:22 UTC on Dec 2: the evening before in New York, late morning in Tokyo.
const AT = '2026-12-02T02:22:00.000Z';

beforeEach(() => resetAppState());
afterEach(() => act(() => useDisplayPreferences.setState(DEFAULT_DISPLAY_PREFERENCES)));

it.each<DisplayPreferences & { note: string; file: string }>([
  { timeZone: 'America/New_York', dateFormat: 'MM/DD/YYYY', timeFormat: '12h', note: '12/01/2026, 9:22 PM', file: 'Uploaded 12/01/2026' },
  { timeZone: 'America/New_York', dateFormat: 'YYYY-MM-DD', timeFormat: '24h', note: '2026-12-01, 21:22', file: 'Uploaded 2026-12-01' },
  { timeZone: 'Asia/Tokyo', dateFormat: 'MM/DD/YYYY', timeFormat: '12h', note: '12/02/2026, 11:22 AM', file: 'Uploaded 12/02/2026' },
  { timeZone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD', timeFormat: '24h', note: '2026-12-02, 11:22', file: 'Uploaded 2026-12-02' },
])("shows a note's and a file's time in $timeZone as $dateFormat, $timeFormat", ({ note, file, ...preferences }) => {
  act(() => useDisplayPreferences.setState(preferences));
  renderWithProviders(
    <>
      <ul>
        <NoteItem note={makeNote({ body: 'Called back', created_at: AT })} />
      </ul>
      <ul>
        <AttachmentItem attachment={makeAttachment({ filename: 'brief.pdf', uploaded_at: AT })} onDownload={() => undefined} />
      </ul>
    </>,
  );
  expect(screen.getByText(note)).toBeInTheDocument();
  expect(screen.getByText(file)).toBeInTheDocument();
});
