// A board card's next activity and the rule that reads its mark (overdue, today, planned, none).
export type { NextActivity, NextActivityState } from '@meridian/contract';
export { NEXT_ACTIVITY_STATES, dueDay, nextActivityState } from '@meridian/contract';
