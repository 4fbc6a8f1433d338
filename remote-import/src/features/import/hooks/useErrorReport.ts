import { useState } from 'react';
import { importsApi } from '@meridian/shared/api';
import { saveBlob } from '@meridian/shared/app';
import type { ImportJob } from '@meridian/shared/model';
import { t } from '../../../i18n';
import { errorReportName } from '../utils/errorReport';

/** 'Download error report': the server's whole report of the job (row,error), saved as '{file}-errors.csv'. */
export function useErrorReport(onError: (message: string) => void) {
  const [downloading, setDownloading] = useState(false);
  const download = async (job: Pick<ImportJob, 'id' | 'fileName'>) => {
    setDownloading(true);
    try {
      const response = await importsApi.errorsCsv(job.id);
      saveBlob(await response.blob(), errorReportName(job.fileName));
    } catch (error) {
      console.error('[importer] error report', error);
      onError(t('import.errors.downloadFailed', { reason: (error as Error)?.message || t('import.error.generic') }));
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
