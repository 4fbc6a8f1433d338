import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from '@meridian/shared/routing';
import type { Pipeline } from '@meridian/shared/model';
import { findDefaultPipeline } from '../utils/findDefaultPipeline';

/**
 * The pipeline in the URL (/pipeline/:pipelineId), else the default one. An id that matches no
 * pipeline selects nothing. Choosing a pipeline puts its id in the URL, wherever the remote is
 * mounted.
 */
export function useSelectedPipeline(pipelines: readonly Pipeline[] | undefined) {
  const { pipelineId } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const selected = useMemo(() => {
    if (!pipelines) return null;
    if (pipelineId) return pipelines.find((p) => p.id === pipelineId) ?? null;
    return findDefaultPipeline(pipelines);
  }, [pipelines, pipelineId]);

  const select = useCallback(
    (id: string) => {
      const base = pipelineId ? pathname.replace(/\/[^/]*\/?$/, '') : pathname.replace(/\/$/, '');
      navigate(`${base}/${encodeURIComponent(id)}`);
    },
    [navigate, pathname, pipelineId],
  );

  return { selected, select };
}
