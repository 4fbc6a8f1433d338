import { useMemo } from 'react';
import type { Timestamp } from '@meridian/shared/model';
import { toDate } from '@meridian/shared/format';
import { useNotes } from '../../notes/hooks/useNotes';
import { RECENT_ACTIVITY_ITEMS } from '../utils/contactConstants';

export interface ActivityItem {
  id: string;
  /** 'Added note' (pipeline moves, 'Moved to {stage}', join with the pipeline issue). */
  title: string;
  detail?: string;
  at: Timestamp;
}

const time = (item: ActivityItem) => toDate(item.at)?.getTime() || 0;

/** SPEC §2 overview: the 5 newest items. Only notes for now; pipeline history merges in here. */
export function useRecentActivity(contactId: string) {
  const { notes, loading } = useNotes(contactId);
  const items = useMemo(() => {
    const fromNotes: ActivityItem[] = notes.map((n) => ({ id: `note-${n.id}`, title: 'Added note', detail: n.body, at: n.created_at }));
    return [...fromNotes].sort((a, b) => time(b) - time(a)).slice(0, RECENT_ACTIVITY_ITEMS);
  }, [notes]);
  return { items, loading };
}
