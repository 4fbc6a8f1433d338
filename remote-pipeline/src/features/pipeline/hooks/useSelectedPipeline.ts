import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from '@meridian/shared/routing';
import type { PipelineListItem } from '@meridian/shared/model';

/**
 * The pipeline in the URL (/pipeline/:pipelineId), else the one the API marks as the default. An id that matches no
 * pipeline selects nothing and is `notFound`. Choosing a pipeline puts its id in the URL, wherever
 * the remote is mounted; `showDefault` goes back to the bare pipeline page.
 */
export function useSelectedPipeline(pipelines: readonly PipelineListItem[] | undefined) {
  const { pipelineId } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const selected = useMemo(() => {
    if (!pipelines) return null;
    if (pipelineId) return pipelines.find((p) => p.id === pipelineId) ?? null;
    return pipelines.find((p) => p.isDefault) ?? null;
  }, [pipelines, pipelineId]);

  const base = pipelineId ? pathname.replace(/\/[^/]*\/?$/, '') : pathname.replace(/\/$/, '');
  const select = useCallback((id: string) => navigate(`${base}/${encodeURIComponent(id)}`), [navigate, base]);
  const showDefault = useCallback(() => navigate(base || '/'), [navigate, base]);
  const notFound = Boolean(pipelineId && pipelines && pipelines.length > 0 && !selected);

  return { selected, select, notFound, showDefault };
}
