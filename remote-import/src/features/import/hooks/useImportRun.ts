import { useCallback, useRef, type Dispatch } from 'react';
import { useSWRConfig } from 'swr';
import { errorText, importsApi, keysOf } from '@meridian/shared/api';
import { isAbortError, useRevalidate } from '@meridian/shared/data';
import type { ImportJob, ImportJobOptions } from '@meridian/shared/model';
import { toast, useConfirm } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { isActive } from '../utils/jobStatus';
import { rememberMapping } from '../utils/rememberedMapping';
import { uploadImport } from '../utils/uploadImport';
import { useJobPolling } from './useJobPolling';
import type { WizardAction, WizardState } from '../utils/wizardState';

/** The options the upload carries: the reading the user saw on Map Columns, and their choices. */
function optionsOf(state: WizardState): ImportJobOptions {
  const preview = state.preview!;
  return {
    columnMapping: state.mapping,
    encoding: preview.encoding,
    delimiter: preview.delimiter,
    headerRow: preview.headerRow,
    createCompanies: state.createCompanies,
    existing: state.existing,
  };
}

/** Import step: upload the file, follow the job on the server, cancel it, and what its end changes. */
export function useImportRun(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const revalidate = useRevalidate();
  const { mutate } = useSWRConfig();
  const confirm = useConfirm();
  const uploading = useRef<AbortController | undefined>(undefined);
  const jobId = state.step === 'import' && state.progress?.stage === 'job' ? state.progress.job.id : undefined;

  const refreshHistory = useCallback(() => void mutate(keysOf('imports')), [mutate]);

  const ended = useCallback(
    (job: ImportJob) => {
      refreshHistory();
      if (job.status === 'done') {
        dispatch({ type: 'finished', job });
        // docs/PRODUCT.md §4: the lists the import changed are refreshed (an update changes contacts too).
        if (job.imported > 0 || job.updated > 0) {
          void revalidate(keysOf('contacts', 'contact', 'summary'));
          if (job.companiesCreated > 0) void revalidate(keysOf('companies'));
        }
      } else if (job.status === 'failed') {
        dispatch({ type: 'failed', error: job.error || t('import.run.failed') });
      } else {
        dispatch({ type: 'stopped' });
        toast.info(t('import.cancel.done', { file: job.fileName }));
      }
    },
    [dispatch, refreshHistory, revalidate],
  );

  const onJob = useCallback((job: ImportJob) => (isActive(job) ? dispatch({ type: 'job', job }) : ended(job)), [dispatch, ended]);
  useJobPolling(jobId, { onJob, onLost: (error) => dispatch({ type: 'failed', error: error.message }) });

  const startImport = useCallback(async () => {
    if (!state.file || !state.preview) return dispatch({ type: 'failed', error: t('import.run.processFailed') });
    rememberMapping(state.mapping);
    dispatch({ type: 'importing' });
    const controller = new AbortController();
    uploading.current = controller;
    try {
      const job = await uploadImport(state.file, optionsOf(state), {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => dispatch({ type: 'uploading', loaded, total }),
      });
      refreshHistory();
      onJob(job);
    } catch (error) {
      if (isAbortError(error) && controller.signal.aborted) {
        // Cancelled during the upload: the server may still have taken the file, the history says.
        refreshHistory();
        return dispatch({ type: 'stopped' });
      }
      console.error('[importer] import', error);
      dispatch({ type: 'failed', error: errorText(error, t('import.run.failed'), t('import.error.generic')) });
    } finally {
      if (uploading.current === controller) uploading.current = undefined;
    }
  }, [dispatch, onJob, refreshHistory, state]);

  const cancelImport = useCallback(async () => {
    const confirmed = await confirm({
      title: t('import.cancel.title'),
      message: t('import.cancel.message'),
      confirmLabel: t('import.cancel.confirm'),
      cancelLabel: t('import.cancel.keep'),
      tone: 'danger',
    });
    if (!confirmed) return;
    if (uploading.current) return uploading.current.abort();
    if (!jobId) return;
    try {
      ended(await importsApi.cancel(jobId));
    } catch (error) {
      // 409: it ended meanwhile; the next poll shows how.
      console.error('[importer] cancel', error);
      dispatch({ type: 'alert', error: errorText(error, t('import.cancel.failed'), t('import.error.generic')) });
    }
  }, [confirm, dispatch, ended, jobId]);

  return { startImport, cancelImport };
}
