import { duplicatesApi, keysOf } from '@meridian/shared/api';
import { useRevalidate } from '@meridian/shared/data';
import { useMergeWithUndo } from '@meridian/shared/duplicates';
import { useRevalidateCompanies } from '../../companies/hooks/useRevalidateCompanies';

/**
 * What else a company merge moves: the groups and their counts (a contact's name at a company is
 * one of the contacts' signs), the boards' cards, the activities.
 */
const MERGE_CHANGE = keysOf('companyDuplicates', 'contactDuplicates', 'duplicateCounts', 'board', 'activities', 'activityCounts', 'contactTimeline');

/** POST /companies/merge with the toast's Undo (POST /companies/merge/:batchId/undo); refreshes what both change. */
export function useCompanyMerge() {
  const revalidateCompanies = useRevalidateCompanies();
  const revalidate = useRevalidate();
  return useMergeWithUndo({
    kind: 'companies',
    merge: duplicatesApi.mergeCompanies,
    undo: duplicatesApi.undoCompanyMerge,
    nameOf: (answer) => answer.company.name,
    onChanged: () => {
      void revalidateCompanies();
      void revalidate(MERGE_CHANGE);
    },
  });
}
