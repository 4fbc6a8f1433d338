import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, PlusIcon, space } from '@meridian/shared/ui';
import { useT } from '../shape/i18n';

export interface AddStageFormProps {
  /** Answers whether it was added; the typed name stays when it was not. */
  onAdd: (name: string) => Promise<boolean>;
}

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  padding: ${space(3)} 0 ${space(4)};
  & > input {
    flex: 1 1 180px;
    min-width: 0;
  }
`;

/** A new stage's name; the API puts it after the last open stage, before Won and Lost. */
export function AddStageForm({ onAdd }: AddStageFormProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    if (await onAdd(trimmed)) setName('');
    setBusy(false);
  };

  return (
    <StyledForm aria-label={t('pipelineShape.addStage.form')} onSubmit={(event) => void submit(event)}>
      <Input
        aria-label={t('pipelineShape.addStage.name')}
        placeholder={t('pipelineShape.addStage.placeholder')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" loading={busy} disabled={!name.trim()}>
        <PlusIcon size={16} />
        {t('pipelineShape.addStage.submit')}
      </Button>
    </StyledForm>
  );
}
