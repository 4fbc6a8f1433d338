import { useMemo } from 'react';
import type { HistoryEntry, Timestamp } from '@meridian/shared/model';
import { toDate } from '@meridian/shared/format';
import { useNotes } from '../../notes/hooks/useNotes';
import { usePipelineHistory } from './usePipelineHistory';
import { RECENT_ACTIVITY_ITEMS } from '../utils/contactConstants';

export interface ActivityItem {
  id: string;
  /** 'Added note' or 'Moved to {stage}'. */
  title: string;
  detail?: string | null;
  by?: string | null;
  at: Timestamp;
}

const time = (item: ActivityItem) => toDate(item.at)?.getTime() || 0;

/** A pipeline move as a timeline item. */
export function moveItem(entry: HistoryEntry, index: number): ActivityItem {
  return {
    id: `move-${entry.id ?? index}`,
    title: `Moved to ${entry.stage_name}`,
    detail: entry.notes,
    by: entry.changed_by,
    at: entry.changed_at,
  };
}

/** SPEC §2 overview: the 5 newest items, notes and pipeline moves together. */
export function useRecentActivity(contactId: string) {
  const { notes, loading: notesLoading } = useNotes(contactId);
  const { history, loading: historyLoading } = usePipelineHistory(contactId);
  const items = useMemo(() => {
    const fromNotes: ActivityItem[] = notes.map((n) => ({ id: `note-${n.id}`, title: 'Added note', detail: n.body, at: n.created_at }));
    return [...fromNotes, ...history.map(moveItem)].sort((a, b) => time(b) - time(a)).slice(0, RECENT_ACTIVITY_ITEMS);
  }, [notes, history]);
  return { items, loading: notesLoading || historyLoading };
}
