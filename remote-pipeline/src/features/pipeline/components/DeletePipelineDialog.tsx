import { useState } from 'react';
import type { PipelineListItem } from '@meridian/shared/model';
import { Field, Select } from '@meridian/shared/ui';
import { useT } from '../shape/i18n';
import { useStageCounts } from '../hooks/useStageCounts';
import { ShapeDialog } from './ShapeDialog';

export interface DeletePipelineDialogProps {
  pipeline: PipelineListItem;
  pipelines: readonly PipelineListItem[];
  /** Answers whether it was deleted; `moveTo` is where its deals went. */
  onDelete: (moveTo: string | undefined) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Deleting a pipeline: refused for the last one; one that holds deals moves them to another
 * pipeline the user picks (a contact already there keeps its entry there).
 */
export function DeletePipelineDialog({ pipeline, pipelines, onDelete, onClose }: DeletePipelineDialogProps) {
  const t = useT();
  const { total } = useStageCounts(pipeline.id);
  const others = pipelines.filter((p) => p.id !== pipeline.id);
  const [moveTo, setMoveTo] = useState(() => (others.find((p) => p.isDefault) ?? others[0])?.id ?? '');
  const title = t('pipelineShape.deletePipeline.title', { name: pipeline.name });

  if (others.length === 0) return <ShapeDialog title={title} message={t('pipelineShape.deletePipeline.last')} onClose={onClose} />;
  if (total === 0) {
    return (
      <ShapeDialog
        title={title}
        message={t('pipelineShape.deletePipeline.empty', { name: pipeline.name })}
        confirmLabel={t('pipelineShape.deletePipeline.confirm')}
        tone="danger"
        onConfirm={() => onDelete(undefined)}
        onClose={onClose}
      />
    );
  }
  return (
    <ShapeDialog
      title={title}
      message={total === undefined ? t('pipelineShape.deletePipeline.someDeals') : t('pipelineShape.deletePipeline.deals', { count: total })}
      confirmLabel={t('pipelineShape.deletePipeline.confirm')}
      tone="danger"
      onConfirm={() => onDelete(moveTo)}
      onClose={onClose}
    >
      <Field label={t('pipelineShape.deletePipeline.moveTo')} hint={t('pipelineShape.deletePipeline.merge')}>
        <Select value={moveTo} options={others.map((p) => ({ value: p.id, label: p.name }))} onChange={(event) => setMoveTo(event.target.value)} />
      </Field>
    </ShapeDialog>
  );
}
