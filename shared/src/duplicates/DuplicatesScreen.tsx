import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { keysOf } from '@meridian/shared/api';
import { usePageTitle, usePermissions } from '@meridian/shared/app';
import { useRevalidate } from '@meridian/shared/data';
import { BackLink, PageHeader, space, StyledPageContainer } from '@meridian/shared/ui';
import { DuplicateGroupCard, type DuplicateRecordView } from './DuplicateGroupCard';
import { DuplicateGroupList } from './DuplicateGroupList';
import type { DuplicateKind, MergeRequest } from './MergeDialog';
import type { MergeableRecord } from './mergeChoices';
import type { DuplicateGroupOf, DuplicatePages } from './useDuplicatePages';

export interface DuplicatesScreenProps<R extends MergeableRecord & { owner_id?: string | null }, Reason extends string> {
  kind: DuplicateKind;
  title: string;
  /** The line under the title: what the finder compares. */
  intro: string;
  emptyHint: string;
  /** 'N groups', from the count of groups in all. */
  countText: (count: number) => string;
  back: { to: string; label: string };
  list: DuplicatePages<R, Reason>;
  /** The records merged away since the page opened (until an Undo brings them back). */
  gone: ReadonlySet<string>;
  reasonText: (reason: Reason) => string;
  sharedValue: (group: DuplicateGroupOf<R, Reason>) => string;
  recordView: (record: R) => DuplicateRecordView;
  /** The section's merge dialog over `records`; `onMerge` sends it and closes the dialog. */
  mergeDialog: (records: R[], onMerge: (request: MergeRequest) => Promise<unknown>, onClose: () => void) => ReactNode;
  merge: (request: MergeRequest) => Promise<unknown>;
}

const StyledPage = styled(StyledPageContainer)`
  max-width: 1200px;
`;

const StyledIntro = styled.p`
  margin: -${space(4)} 0 ${space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const idOf = (group: DuplicateGroupOf<unknown>) => `${group.reason}\n${group.key}`;

/** A group as shown: without the records merged away meanwhile, its size counted down by them. */
function visibleGroup<R extends MergeableRecord, Reason extends string>(
  group: DuplicateGroupOf<R, Reason>,
  gone: ReadonlySet<string>,
): DuplicateGroupOf<R, Reason> {
  const records = group.records.filter((record) => !gone.has(record.id));
  return { ...group, records, size: group.size - (group.records.length - records.length) };
}

/**
 * A section's Duplicates page (docs/PRODUCT.md §2 "Duplicates"): a card per group of records
 * that look like one, "Merge…" on those whose every record the user may change, "Load more". A
 * merged group goes at once (a group left with one record too); the toast's Undo brings it back.
 */
export function DuplicatesScreen<R extends MergeableRecord & { owner_id?: string | null }, Reason extends string>(props: DuplicatesScreenProps<R, Reason>) {
  const { kind, title, list, gone } = props;
  usePageTitle(title);
  const permissions = usePermissions();
  const [merging, setMerging] = useState<string | null>(null);
  // The sidebar's count says what this page says: asked again when the groups here change.
  const revalidate = useRevalidate();
  useEffect(() => {
    if (list.total !== undefined) void revalidate(keysOf('duplicateCounts'));
  }, [list.total, revalidate]);

  const groups = list.groups?.map((group) => visibleGroup(group, gone)).filter((group) => group.records.length >= 2);
  const open = groups?.find((group) => idOf(group) === merging);
  const mayMerge = (group: DuplicateGroupOf<R, Reason>) =>
    permissions.canCreate && group.records.every((record) => permissions.canEdit(record.owner_id ?? null));
  const page = useRef<HTMLDivElement>(null);
  const onMerge = async (request: MergeRequest) => {
    await props.merge(request);
    setMerging(null);
    // The group and its "Merge…" are gone: the keyboard goes on from the next group's, else the back link.
    requestAnimationFrame(() => {
      const next = page.current?.querySelector<HTMLElement>('[data-duplicate-group] button') ?? page.current?.querySelector<HTMLElement>('a');
      next?.focus();
    });
  };

  return (
    <StyledPage ref={page}>
      <BackLink to={props.back.to}>{props.back.label}</BackLink>
      <PageHeader title={title} subtitle={list.total ? props.countText(list.total) : undefined} />
      <StyledIntro>{props.intro}</StyledIntro>
      <DuplicateGroupList
        kind={kind}
        loaded={Boolean(groups)}
        empty={groups?.length === 0 && !list.hasMore}
        error={list.error}
        onRetry={list.retry}
        emptyHint={props.emptyHint}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
      >
        {groups?.map((group) => (
          <DuplicateGroupCard
            key={idOf(group)}
            kind={kind}
            reason={props.reasonText(group.reason)}
            value={props.sharedValue(group)}
            size={group.size}
            records={group.records.map(props.recordView)}
            onMerge={mayMerge(group) ? () => setMerging(idOf(group)) : undefined}
          />
        ))}
      </DuplicateGroupList>
      {open ? props.mergeDialog(open.records, onMerge, () => setMerging(null)) : null}
    </StyledPage>
  );
}
