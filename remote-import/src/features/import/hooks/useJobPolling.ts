import { useEffect, useRef } from 'react';
import { ApiError, importsApi } from '@meridian/shared/api';
import type { ImportJob } from '@meridian/shared/model';
import { JOB_POLL_MS } from '../utils/importLimits';
import { isActive } from '../utils/jobStatus';

export interface JobPollingHandlers {
  /** Every answer, the last one ended. */
  onJob: (job: ImportJob) => void;
  /** The job is gone (404) or cannot be read (4xx). */
  onLost: (error: ApiError) => void;
}

/**
 * Asks for the job every second until it ends. A network or server error just asks again later:
 * the import goes on on the server either way.
 */
export function useJobPolling(id: string | undefined, handlers: JobPollingHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!id) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const job = await importsApi.get(id);
        if (stopped) return;
        latest.current.onJob(job);
        if (isActive(job)) timer = setTimeout(tick, JOB_POLL_MS);
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return latest.current.onLost(error);
        console.error('[importer] import status', error);
        timer = setTimeout(tick, JOB_POLL_MS);
      }
    };
    timer = setTimeout(tick, JOB_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);
}
