import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { PipelineEntry } from '@meridian/shared/model';
import { errorText } from '@meridian/shared/api';
import { Select, StageBadge, space, toast } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useStages } from '../hooks/useEntries';

export interface EntryStageProps {
  entry: PipelineEntry;
  /** Names the pipeline in the select's label (a contact in several pipelines). */
  named: boolean;
  /** Shown, not changed (the member's role or the record access rule). */
  readOnly: boolean;
  moveTo: (stageId: string) => Promise<void>;
}

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledSelect = styled(Select)`
  flex: 1 1 12rem;
  max-width: 20rem;
`;

const StyledError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * An entry's stage as a coloured badge and, for a member who may change it, a select of its
 * pipeline's stages that moves the entry there. A failed move keeps the chosen stage in the select
 * and says why under it until another choice.
 */
export function EntryStage({ entry, named, readOnly, moveTo }: EntryStageProps) {
  const t = useT();
  const id = useId();
  const errorId = useId();
  const stages = useStages(entry.pipelineId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const label = named ? t('pipeline.entries.stageIn', { pipeline: entry.pipelineName }) : t('pipeline.entries.stage');

  const change = async (event: ChangeEvent<HTMLSelectElement>) => {
    const stageId = event.target.value;
    const stage = stages?.find((s) => s.id === stageId)?.name ?? '';
    setChosen(stageId);
    setFailure(null);
    setMoving(true);
    try {
      await moveTo(stageId);
      setChosen(null);
      toast.success(t('pipeline.entries.moved', { stage }));
    } catch (error) {
      setFailure(t('pipeline.entries.moveFailed', { stage, reason: errorText(error, t('pipeline.move.failed')) }));
    } finally {
      setMoving(false);
    }
  };

  return (
    <StyledRow>
      <StyledLabel htmlFor={readOnly ? undefined : id}>{label}</StyledLabel>
      <StageBadge name={entry.stageName} color={entry.stageColor} />
      {readOnly ? null : (
        <StyledSelect
          id={id}
          value={chosen ?? entry.stageId}
          disabled={!stages || moving}
          aria-busy={moving || undefined}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? errorId : undefined}
          onChange={(event) => void change(event)}
          options={(stages ?? [{ id: entry.stageId, name: entry.stageName }]).map((s) => ({ value: s.id, label: s.name }))}
        />
      )}
      {failure ? (
        <StyledError id={errorId} role="alert">
          {failure}
        </StyledError>
      ) : null}
    </StyledRow>
  );
}
