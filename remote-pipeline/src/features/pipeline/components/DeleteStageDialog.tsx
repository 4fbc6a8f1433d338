import { useState } from 'react';
import type { Stage } from '@meridian/shared/model';
import { Field, Select } from '@meridian/shared/ui';
import { useT } from '../shape/i18n';
import { ShapeDialog } from './ShapeDialog';

export interface DeleteStageDialogProps {
  stage: Stage;
  /** The pipeline's other stages: where the cards may go. */
  others: readonly Stage[];
  /** The stage's number of cards; undefined while unknown. */
  count: number | undefined;
  onDelete: (moveTo: string) => Promise<boolean>;
  onClose: () => void;
}

/** Deleting a stage that holds cards: the user picks the stage they move to first. */
export function DeleteStageDialog({ stage, others, count, onDelete, onClose }: DeleteStageDialogProps) {
  const t = useT();
  // The first open stage is the likeliest home; else the first other stage.
  const [moveTo, setMoveTo] = useState(() => (others.find((s) => !s.outcome) ?? others[0])?.id ?? '');
  return (
    <ShapeDialog
      title={t('pipelineShape.deleteStage.title', { name: stage.name })}
      message={count === undefined ? t('pipelineShape.deleteStage.someCards') : t('pipelineShape.deleteStage.cards', { count })}
      confirmLabel={t('pipelineShape.deleteStage.confirm')}
      tone="danger"
      onConfirm={() => onDelete(moveTo)}
      onClose={onClose}
    >
      <Field label={t('pipelineShape.deleteStage.moveTo')}>
        <Select value={moveTo} options={others.map((s) => ({ value: s.id, label: s.name }))} onChange={(event) => setMoveTo(event.target.value)} />
      </Field>
    </ShapeDialog>
  );
}
