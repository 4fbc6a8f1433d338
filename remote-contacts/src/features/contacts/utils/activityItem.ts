import type { Timestamp } from '@meridian/shared/model';

/** One line of a contact's timeline (Activity tab, Recent Activity). */
export interface ActivityItem {
  id: string;
  /** 'Added note', 'Moved to {stage}' or a deal change ('Value: $1,200.00 → €1,500.00'). */
  title: string;
  /** Under the title, one a line: each field of an edit that changed several ('phone: … → …'). */
  lines?: readonly string[];
  detail?: string | null;
  by?: string | null;
  at: Timestamp;
}
