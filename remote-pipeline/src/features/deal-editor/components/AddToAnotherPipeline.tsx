import { useId, useState } from 'react';
import styled from 'styled-components';
import { pipelineApi, errorText } from '@meridian/shared/api';
import type { PipelineListItem } from '@meridian/shared/model';
import { Button, Select, space, toast } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface AddToAnotherPipelineProps {
  /** The pipelines the contact is not in yet (at least one). */
  pipelines: readonly PipelineListItem[];
  addTo: (stageId: string) => Promise<void>;
}

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(2)} ${space(3)};
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  flex: 1 1 12rem;
  max-width: 20rem;
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Puts the contact into the first stage of another pipeline (one entry per pipeline). */
export function AddToAnotherPipeline({ pipelines, addTo }: AddToAnotherPipelineProps) {
  const t = useT();
  const id = useId();
  const [pipelineId, setPipelineId] = useState(pipelines[0]?.id ?? '');
  const [adding, setAdding] = useState(false);
  const chosen = pipelines.find((p) => p.id === pipelineId) ?? pipelines[0];

  const add = async () => {
    if (!chosen) return;
    setAdding(true);
    try {
      const [first] = (await pipelineApi.stages(chosen.id)).data;
      if (!first) throw new Error('no stages');
      await addTo(first.id);
      toast.success(t('pipeline.entries.added', { pipeline: chosen.name }));
    } catch (error) {
      toast.error(errorText(error, t('pipeline.entries.addFailed', { pipeline: chosen.name })));
    } finally {
      setAdding(false);
    }
  };

  return (
    <section aria-label={t('pipeline.entries.addAnother')}>
      <StyledRow>
        <StyledField>
          <StyledLabel htmlFor={id}>{t('pipeline.entries.addAnother')}</StyledLabel>
          <Select
            id={id}
            value={chosen?.id ?? ''}
            onChange={(e) => setPipelineId(e.target.value)}
            options={pipelines.map((p) => ({ value: p.id, label: p.name }))}
          />
        </StyledField>
        <Button size="sm" onClick={() => void add()} disabled={adding}>
          {t('pipeline.entries.addButton')}
        </Button>
      </StyledRow>
    </section>
  );
}
