import { useState } from 'react';
import { PIPELINE_NAME_MAX } from '@meridian/shared/model';
import { Field, Input } from '@meridian/shared/ui';
import { useT } from '../shape/i18n';
import { ShapeDialog } from './ShapeDialog';

export interface PipelineNameDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  initialName?: string;
  /** Answers whether it was saved; the dialog keeps the typed name when it was not. */
  onSave: (name: string) => Promise<boolean>;
  onClose: () => void;
}

/** Names a new pipeline, or renames one. */
export function PipelineNameDialog({ title, message, confirmLabel, initialName = '', onSave, onClose }: PipelineNameDialogProps) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const [blank, setBlank] = useState(false);

  const save = async () => {
    const trimmed = name.trim();
    setBlank(!trimmed);
    if (!trimmed) return false;
    if (trimmed === initialName) return true;
    return onSave(trimmed);
  };

  return (
    <ShapeDialog title={title} message={message} confirmLabel={confirmLabel} onConfirm={save} onClose={onClose}>
      <Field label={t('pipelineShape.pipelineName')} error={blank ? t('pipelineShape.nameBlank') : undefined} required>
        <Input value={name} maxLength={PIPELINE_NAME_MAX} required onChange={(event) => setName(event.target.value)} />
      </Field>
    </ShapeDialog>
  );
}
