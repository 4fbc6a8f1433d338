// `@meridian/shared/duplicates`: the duplicate finder's and merge's screens that contacts and
// companies share (docs/PRODUCT.md §2 "Duplicates"). Its own entry, not the UI kit's: only the
// Duplicates pages load it, so no first screen carries it.
export { DuplicateGroupCard, type DuplicateGroupCardProps, type DuplicateRecordView } from './DuplicateGroupCard';
export { DuplicateGroupList, type DuplicateGroupListProps } from './DuplicateGroupList';
export { MergeDialog, type DuplicateKind, type MergeDialogProps, type MergeRequest } from './MergeDialog';
export { useMergeWithUndo, type MergeOutcome, type MergeWithUndoOptions } from './useMergeWithUndo';
export { hasValue, mergeBody, oldestOf, winnersOf, type MergeableRecord, type MergeField, type MergeWinners } from './mergeChoices';
export { useDuplicatePages, type DuplicateGroupOf, type DuplicatePage, type DuplicatePages } from './useDuplicatePages';
export { DuplicatesScreen, type DuplicatesScreenProps } from './DuplicatesScreen';
