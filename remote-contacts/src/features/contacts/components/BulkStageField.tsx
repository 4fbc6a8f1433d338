import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { keys, pipelineApi } from '@meridian/shared/api';
import { Field, Select } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { BulkEditFieldProps } from '../utils/bulkEditChoice';

/**
 * The stage to move the contacts to: the pipeline (its own select only when there are several;
 * the default one first chosen) and its stages in board order, the first chosen. The entries are
 * the pipeline remote's own (GET /pipeline, GET /pipeline/{id}/stages), so a stage edit there
 * refreshes them here.
 */
export function BulkStageField({ onChange }: BulkEditFieldProps) {
  const t = useT();
  const pipelines = useSWR(keys.pipelines(), () => pipelineApi.list());
  const list = pipelines.data?.pipelines ?? [];
  const [chosenPipeline, setPipeline] = useState('');
  const pipelineId = chosenPipeline || (list.find((p) => p.isDefault) ?? list[0])?.id || '';
  const stages = useSWR(pipelineId ? keys.stages(pipelineId) : null, () => pipelineApi.stages(pipelineId));
  const stageList = [...(stages.data?.data ?? [])].sort((a, b) => a.position - b.position);
  const [chosenStage, setStage] = useState('');
  const stage = stageList.find((s) => s.id === chosenStage) ?? stageList[0];

  // The dialog's choice follows what is shown, the first stage included once it has loaded.
  const pipelineName = list.length > 1 ? list.find((p) => p.id === pipelineId)?.name : undefined;
  const value = stage ? (pipelineName ? t('contacts.bulkEdit.stageOf', { stage: stage.name, pipeline: pipelineName }) : stage.name) : null;
  const stageId = stage?.id;
  useEffect(() => {
    onChange(stageId && value ? { change: { action: 'set_stage', stage_id: stageId }, value } : null);
  }, [onChange, stageId, value]);

  let hint: string | undefined;
  if (pipelines.error || stages.error) hint = t('contacts.bulkEdit.stagesFailed');
  else if (!stages.data) hint = t('contacts.bulkEdit.stagesLoading');
  return (
    <>
      {list.length > 1 ? (
        <Field label={t('contacts.bulkEdit.pipeline')}>
          <Select
            value={pipelineId}
            options={list.map((p) => ({ value: p.id, label: p.name }))}
            onChange={(e) => {
              setPipeline(e.target.value);
              setStage('');
            }}
          />
        </Field>
      ) : null}
      <Field label={t('contacts.bulkEdit.stage')} hint={hint}>
        <Select value={stage?.id ?? ''} options={stageList.map((s) => ({ value: s.id, label: s.name }))} onChange={(e) => setStage(e.target.value)} />
      </Field>
    </>
  );
}
