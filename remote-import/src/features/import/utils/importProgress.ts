import type { UploadProgress } from '@meridian/shared/api';
import type { ImportJob } from '@meridian/shared/model';
import { formatCount } from '@meridian/shared/format';
import { intlLocale } from '@meridian/shared/i18n';
import { t } from '../../../i18n';

/** The Import step's progress: the upload's bytes, then the job on the server. */
export type ImportProgressState = ({ stage: 'upload' } & UploadProgress) | { stage: 'job'; job: ImportJob };

const MB = 1024 * 1024;
const count = formatCount;

/** Megabytes with one decimal, in the language's digits. */
const mb = (bytes: number) => new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / MB);

function jobLabel(job: ImportJob): string {
  if (job.status === 'queued') {
    return job.queuePosition > 0 ? t('import.progress.queuedBehind', { count: job.queuePosition }) : t('import.progress.queued');
  }
  // 'waiting' is for the organisation's import lock: often a moment, longer behind another import.
  return job.phase ? t(`import.progress.phase.${job.phase}` as const) : t('import.progress.starting');
}

/** What the bar says and how full it is; an undefined fraction is an indeterminate bar. */
export function describeProgress(progress: ImportProgressState | undefined, fileSize = 0): { label: string; fraction?: number } {
  if (!progress) return { label: t('import.progress.preparing') };
  if (progress.stage === 'upload') {
    // The multipart body is a little larger than the file; before the first event, the file's size.
    const total = progress.total || fileSize;
    return {
      label: t('import.progress.uploading', { loaded: mb(progress.loaded), total: mb(total) }),
      fraction: total > 0 ? Math.min(1, progress.loaded / total) : undefined,
    };
  }
  const { job } = progress;
  const label = jobLabel(job);
  if (job.status !== 'running' || job.total <= 0) return { label };
  return {
    label: t('import.progress.rows', { phase: label, processed: count(job.processed), total: count(job.total) }),
    fraction: Math.min(1, job.processed / job.total),
  };
}
