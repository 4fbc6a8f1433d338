import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { ApiError, importsApi, keys } from '@meridian/shared/api';
import type { ImportJob } from '@meridian/shared/model';
import { JOB_POLL_MS } from '../utils/importLimits';
import { isActive } from '../utils/jobStatus';

export interface JobPollingHandlers {
  /** Every answer, the last one ended. */
  onJob: (job: ImportJob) => void;
  /** The job is gone (404) or cannot be read (4xx). */
  onLost: (error: ApiError) => void;
}

const isLost = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Asks for the job every second (SWR's refreshInterval, also in a hidden tab) until it ends or is lost. A network or
 * server error just asks again later: the import goes on on the server either way.
 */
export function useJobPolling(id: string | undefined, handlers: JobPollingHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  // The id whose job was lost: no more asking for it.
  const [lostId, setLostId] = useState<string>();
  const polling = id !== undefined && id !== lostId;
  useSWR(polling ? keys.importJob(id) : null, () => importsApi.get(id!), {
    // The answer the step already has (the upload's, the history's) is the first: ask a second later.
    revalidateOnMount: false,
    refreshWhenHidden: true,
    refreshInterval: (job) => (job && !isActive(job) ? 0 : JOB_POLL_MS),
    onSuccess: (job) => latest.current.onJob(job),
    onError: (error) => {
      if (!isLost(error)) return console.error('[importer] import status', error);
      setLostId(id);
      latest.current.onLost(error);
    },
  });
}
