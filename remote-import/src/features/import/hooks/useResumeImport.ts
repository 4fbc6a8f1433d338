import { useEffect, type Dispatch } from 'react';
import { useSWRConfig } from 'swr';
import { importsApi, keys } from '@meridian/shared/api';
import { RECENT_IMPORTS_PAGE_SIZE } from '../utils/importLimits';
import { activeImportOf } from '../utils/jobStatus';
import type { WizardAction } from '../utils/wizardState';

/**
 * On opening the page: if the organisation has an import queued or running (the first page of
 * the history, asked afresh, not from the cache), the Import step shows it. The answer also
 * fills the cached first page of Recent imports.
 */
export function useResumeImport(dispatch: Dispatch<WizardAction>): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    let live = true;
    importsApi.list(1, RECENT_IMPORTS_PAGE_SIZE).then(
      (list) => {
        if (!live) return;
        void mutate(keys.imports(1), list, { revalidate: false });
        const active = activeImportOf(list.imports);
        if (active) dispatch({ type: 'resumed', job: active });
      },
      (error) => console.error('[importer] imports in progress', error),
    );
    return () => {
      live = false;
    };
  }, [dispatch, mutate]);
}
