import useSWR from 'swr';
import { dashboardApi, keys, type DashboardAnswers, type DashboardChart, type DashboardQuery } from '@meridian/shared/api';

/** One chart's figures over the filter's query (none while the filter is not ready). */
export function useDashboardChart<C extends DashboardChart>(chart: C, query: DashboardQuery | null) {
  const { data, error, isValidating, mutate } = useSWR<DashboardAnswers[C]>(query ? keys.dashboard(chart, query) : null, () =>
    dashboardApi.chart(chart, query ?? {}),
  );
  return {
    data,
    error: error as Error | undefined,
    // A failure shows until the retry has an answer; a refresh of shown figures keeps them.
    loading: data === undefined && (!error || isValidating),
    retry: () => void mutate(),
  };
}
