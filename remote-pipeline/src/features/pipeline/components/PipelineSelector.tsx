import styled from 'styled-components';
import type { PipelineListItem } from '@meridian/shared/model';
import { Select } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface PipelineSelectorProps {
  pipelines: readonly PipelineListItem[];
  selectedId: string | null;
  onSelect: (pipelineId: string) => void;
}

const StyledSelect = styled(Select)`
  width: 220px;
  max-width: 100%;
`;

/** The pipeline drop-down of the page header; the default pipeline says so. */
export function PipelineSelector({ pipelines, selectedId, onSelect }: PipelineSelectorProps) {
  const t = useT();
  return (
    <StyledSelect
      aria-label={t('pipeline.selector.label')}
      value={selectedId ?? ''}
      placeholder={selectedId ? undefined : t('pipeline.selector.placeholder')}
      options={pipelines.map((p) => ({ value: p.id, label: p.isDefault ? t('pipeline.selector.default', { name: p.name }) : p.name }))}
      onChange={(event) => event.target.value && onSelect(event.target.value)}
    />
  );
}
