import { useMemo } from 'react';
import { toDate } from '@meridian/shared/format';
import { t } from '../../../i18n';
import { useNotes } from '../../notes/hooks/useNotes';
import { usePipelineHistory } from './usePipelineHistory';
import { RECENT_ACTIVITY_ITEMS } from '../utils/contactConstants';
import type { ActivityItem } from '../utils/activityItem';
import { historyItem } from '../utils/historyItem';

const time = (item: ActivityItem) => toDate(item.at)?.getTime() || 0;

/** docs/PRODUCT.md §2 overview: the 5 newest items, notes, pipeline moves and deal changes together. */
export function useRecentActivity(contactId: string) {
  const { notes, loading: notesLoading } = useNotes(contactId);
  const { history, loading: historyLoading } = usePipelineHistory(contactId);
  const items = useMemo(() => {
    const fromNotes: ActivityItem[] = notes.map((n) => ({ id: `note-${n.id}`, title: t('contacts.activity.addedNote'), detail: n.body, at: n.created_at }));
    return [...fromNotes, ...history.map(historyItem)].sort((a, b) => time(b) - time(a)).slice(0, RECENT_ACTIVITY_ITEMS);
  }, [notes, history]);
  return { items, loading: notesLoading || historyLoading };
}
