// The audit log's times, and an invitation's expiry, under two zones and two formats.
import { act, screen } from '@testing-library/react';
import { DEFAULT_DISPLAY_PREFERENCES, useDisplayPreferences, type DisplayPreferences } from '@meridian/shared/format';
import type { AuditEvent } from '@meridian/shared/model';
import { renderShell } from '../../test/renderShell';
import { PENDING } from '../../test/team';
import { InvitationsTable } from '../team/InvitationsTable';
import { AuditEventList } from './AuditEventList';

// 02:22 UTC on Dec 2: the evening before in New York, late morning in Tokyo.
const AT = '2026-12-02T02:22:00.000Z';
const IMPORTED: AuditEvent = {
  id: 'e1',
  at: AT,
  actor: { id: 'u1', name: 'Dana Demo' },
  action: 'created',
  record_type: 'contact',
  record_id: 'c1',
  record_name: 'Ada Lovelace',
  contact_id: 'c1',
  company_id: null,
  changes: [],
  details: {},
};

afterEach(() => act(() => useDisplayPreferences.setState(DEFAULT_DISPLAY_PREFERENCES)));

it.each<DisplayPreferences & { at: string; expires: string }>([
  { timeZone: 'America/New_York', dateFormat: 'MM/DD/YYYY', timeFormat: '12h', at: '12/01/2026, 9:22 PM', expires: '12/01/2026' },
  { timeZone: 'America/New_York', dateFormat: 'YYYY-MM-DD', timeFormat: '24h', at: '2026-12-01, 21:22', expires: '2026-12-01' },
  { timeZone: 'Asia/Tokyo', dateFormat: 'MM/DD/YYYY', timeFormat: '12h', at: '12/02/2026, 11:22 AM', expires: '12/02/2026' },
  { timeZone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD', timeFormat: '24h', at: '2026-12-02, 11:22', expires: '2026-12-02' },
])('shows when in $timeZone as $dateFormat, $timeFormat', ({ at, expires, ...preferences }) => {
  act(() => useDisplayPreferences.setState(preferences));
  renderShell(
    <>
      <AuditEventList events={[IMPORTED]} />
      <InvitationsTable invitations={[{ ...PENDING, expires_at: AT }]} onRevoke={() => undefined} onRenew={() => undefined} labelledBy="invitations" />
    </>,
  );
  expect(screen.getByText(at)).toHaveAttribute('datetime', AT);
  expect(screen.getByText(expires)).toBeInTheDocument();
});
