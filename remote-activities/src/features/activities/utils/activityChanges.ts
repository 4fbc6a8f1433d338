import { keysOf } from '@meridian/shared/api';

/**
 * What an activity's change may alter: every activity list and count (My Work, the sidebar's
 * badge, a record's list), the activity itself, the boards (a card's next-activity mark) and the
 * timelines of the records it links.
 */
export const ACTIVITY_CHANGES = keysOf('activities', 'activityCounts', 'activity', 'board', 'contactTimeline', 'companyTimeline');
