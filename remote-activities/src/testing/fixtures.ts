// Test data for the activities remote's tests.
import type { Activity, ActivityCounts, ActivityPage } from '@meridian/contract';
import { USER } from '@meridian/shared/testing';

let next = 0;

/** An open all-day task of the signed-in test user (USER, 'u1'), linked to nothing. */
export function makeActivity(overrides: Partial<Activity> = {}): Activity {
  next += 1;
  return {
    id: `a${next}`,
    type: 'task',
    subject: `Activity ${next}`,
    due_at: '2026-12-02T00:00:00.000Z',
    all_day: true,
    duration_minutes: null,
    note: null,
    assignee_id: USER.id,
    assignee_name: USER.name,
    created_by: USER.id,
    done: false,
    done_at: null,
    done_by: null,
    contact_id: null,
    contact_name: null,
    company_id: null,
    company_name: null,
    deal_contact_id: null,
    created_at: '2026-11-30T10:00:00.000Z',
    updated_at: '2026-11-30T10:00:00.000Z',
    ...overrides,
  };
}

/** One page of GET /activities. */
export function activityPage(activities: Activity[], { total = activities.length, offset = 0, limit = 20 } = {}): ActivityPage {
  return { activities, total, offset, limit, hasMore: offset + activities.length < total };
}

export function counts(values: Partial<ActivityCounts> = {}): ActivityCounts {
  return { overdue: 0, today: 0, upcoming: 0, done: 0, ...values };
}

/** GET /members: the test user and a teammate. */
export const MEMBERS = {
  members: [
    { id: USER.id, name: USER.name, email: USER.email },
    { id: 'u7', name: 'Sam Teammate', email: 'sam@meridian.test' },
  ],
};

/** GET /activity-types: the built-in ones and one of the organisation's own. */
export const TYPES = {
  types: [
    ...['call', 'meeting', 'task', 'email', 'deadline'].map((key) => ({ key, name: null, builtin: true })),
    { key: 't-demo', name: 'Product demo', builtin: false },
  ],
};
