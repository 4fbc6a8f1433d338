import { useState } from 'react';
import useSWR from 'swr';
import { importsApi, keys } from '@meridian/shared/api';
import { RECENT_IMPORTS_PAGE_SIZE, RECENT_IMPORTS_REFRESH_MS } from '../utils/importLimits';
import { isActive } from '../utils/jobStatus';

/** A page of the organisation's imports; asked again every few seconds while one is queued or running. */
export function useRecentImports(importing: boolean) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useSWR(keys.imports(page), () => importsApi.list(page, RECENT_IMPORTS_PAGE_SIZE), {
    keepPreviousData: true,
    refreshInterval: (latest) => (importing || latest?.imports.some(isActive) ? RECENT_IMPORTS_REFRESH_MS : 0),
  });
  const pages = data ? Math.max(1, Math.ceil(data.pagination.total / RECENT_IMPORTS_PAGE_SIZE)) : 1;
  return { imports: data?.imports, pages, page, setPage, error, isLoading, retry: () => void mutate() };
}
