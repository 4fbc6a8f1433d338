import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@meridian/shared/routing';
import { useMembers } from '@meridian/shared/data';
import { dashboardQuery, type DashboardQuery } from '@meridian/shared/api';

/** The filter's URL parameters: a link or a reload keeps the dashboard as it was. */
export type DashboardParam = 'pipeline' | 'owner' | 'from' | 'to';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The dashboard's one filter, kept in the URL (?pipeline=&owner=&from=&to=). `owner` is as the
 * board's (?owner=me or a member id), so a chart's link hands it on as it is; the API is asked
 * for the member's id. `query` is null while the range is reversed (the API would refuse it).
 */
export function useDashboardFilter() {
  const [params, setParams] = useSearchParams();
  const { members, myId, nameOf } = useMembers();
  const pipelineId = params.get('pipeline') || null;
  const owner = params.get('owner') || null;
  const from = DAY.test(params.get('from') ?? '') ? params.get('from') : null;
  const to = DAY.test(params.get('to') ?? '') ? params.get('to') : null;
  const ownerId = owner === 'me' ? myId : owner;
  const rangeInvalid = Boolean(from && to && from > to);
  // Waiting for the member's own id: asking for everyone's deals first would flash the wrong figures.
  const waiting = owner === 'me' && !myId;

  const query = useMemo<DashboardQuery | null>(
    () => (rangeInvalid || waiting ? null : dashboardQuery({ pipelineId, ownerId, from, to })),
    [rangeInvalid, waiting, pipelineId, ownerId, from, to],
  );

  const set = useCallback(
    (param: DashboardParam, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(param, value);
          else next.delete(param);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const filtered = Boolean(pipelineId || owner || from || to);

  return { pipelineId, owner, from, to, query, rangeInvalid, set, reset, filtered, members, myId, nameOf };
}
