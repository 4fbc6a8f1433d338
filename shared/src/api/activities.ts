// Activities, the organisation's activity types, the notification centre and the member's calendar
// feed (docs/ARCHITECTURE.md §5 "Activities"), with their SWR keys.
import type {
  Activity,
  ActivityChange,
  ActivityCounts,
  ActivityCountsQuery,
  ActivityCreate,
  ActivityPage,
  ActivityQuery,
  ActivityType,
  ActivityTypesAnswer,
  CalendarFeed,
  NotificationPage,
  NotificationQuery,
  NotificationsRead,
  NotificationsReadAnswer,
  RestoreAnswer,
} from '@meridian/contract';
import { apiRequest, type Query } from './request';

const path = (id: string) => `/activities/${encodeURIComponent(id)}`;

/** A query's filters as the client sends them: the defaults (tz, offset, limit) may be left out. */
export type ActivityListQuery = Partial<ActivityQuery>;

export const activitiesApi = {
  list: (query: ActivityListQuery = {}) => apiRequest<ActivityPage>('/activities', { query: query as Query }),
  counts: (query: ActivityCountsQuery) => apiRequest<ActivityCounts>('/activities/counts', { query: query as unknown as Query }),
  get: (id: string) => apiRequest<Activity>(path(id)),
  create: (activity: ActivityCreate) => apiRequest<Activity>('/activities', { method: 'POST', body: activity }),
  update: (id: string, change: ActivityChange) => apiRequest<Activity>(path(id), { method: 'PUT', body: change }),
  complete: (id: string) => apiRequest<Activity>(`${path(id)}/complete`, { method: 'POST' }),
  reopen: (id: string) => apiRequest<Activity>(`${path(id)}/reopen`, { method: 'POST' }),
  remove: (id: string) => apiRequest<void>(path(id), { method: 'DELETE' }),
  /** The Undo of a delete. */
  restore: (ids: string[]) => apiRequest<RestoreAnswer>('/activities/restore', { method: 'POST', body: { ids } }),
  types: () => apiRequest<ActivityTypesAnswer>('/activity-types'),
  addType: (name: string) => apiRequest<ActivityType>('/activity-types', { method: 'POST', body: { name } }),
  removeType: (key: string) => apiRequest<void>(`/activity-types/${encodeURIComponent(key)}`, { method: 'DELETE' }),
};

export const notificationsApi = {
  list: (query: Partial<NotificationQuery> = {}) => apiRequest<NotificationPage>('/notifications', { query: query as Query }),
  read: (which: NotificationsRead) => apiRequest<NotificationsReadAnswer>('/notifications/read', { method: 'POST', body: which }),
};

export const calendarApi = {
  get: () => apiRequest<CalendarFeed>('/me/calendar'),
  /** Turns the feed on, or gives it a new URL (the old one stops): the answer's url is shown once. */
  renew: () => apiRequest<CalendarFeed>('/me/calendar', { method: 'POST' }),
  turnOff: () => apiRequest<void>('/me/calendar', { method: 'DELETE' }),
};

export const activityKeys = {
  activities: (query: ActivityListQuery) => ['activities', query] as const,
  activityCounts: (query: ActivityCountsQuery) => ['activityCounts', query] as const,
  activity: (id: string) => ['activity', id] as const,
  activityTypes: () => ['activityTypes'] as const,
  notifications: () => ['notifications'] as const,
  calendarFeed: () => ['calendarFeed'] as const,
};
