import styled from 'styled-components';
import type { Member, PipelineListItem } from '@meridian/shared/model';
import { Button, Field, Input, PHONE_MEDIA, Select, space } from '@meridian/shared/ui';
import { useT } from '../i18n';
import type { DashboardParam } from '../hooks/useDashboardFilter';

const StyledBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(3)};
  margin-bottom: ${space(5)};
  & > div {
    width: 180px;
  }
  ${PHONE_MEDIA} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    & > div {
      width: auto;
      min-width: 0;
    }
  }
`;

export interface DashboardFilterBarProps {
  pipelines: readonly PipelineListItem[];
  pipelineId: string | null;
  owner: string | null;
  from: string | null;
  to: string | null;
  members: readonly Member[];
  myId: string | null;
  rangeInvalid: boolean;
  filtered: boolean;
  onChange: (param: DashboardParam, value: string | null) => void;
  onReset: () => void;
}

/** The one filter of every chart: pipeline, owner (as the board's), and a range of days. */
export function DashboardFilterBar(props: DashboardFilterBarProps) {
  const { pipelines, pipelineId, owner, from, to, members, myId, rangeInvalid, filtered, onChange, onReset } = props;
  const t = useT();
  const others = members.filter((m) => m.id !== myId);
  const unknownOwner = owner && owner !== 'me' && !others.some((m) => m.id === owner);
  const defaultPipeline = pipelines.find((p) => p.isDefault);
  return (
    <StyledBar aria-label={t('dashboard.filter.label')} onSubmit={(event) => event.preventDefault()}>
      <Field label={t('dashboard.filter.pipeline')}>
        <Select
          value={pipelineId && pipelineId !== defaultPipeline?.id ? pipelineId : ''}
          onChange={(event) => onChange('pipeline', event.target.value || null)}
        >
          <option value="">{defaultPipeline ? defaultPipeline.name : t('dashboard.filter.defaultPipeline')}</option>
          {pipelines
            .filter((p) => p !== defaultPipeline)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
        </Select>
      </Field>
      <Field label={t('dashboard.filter.owner')}>
        <Select value={owner ?? ''} onChange={(event) => onChange('owner', event.target.value || null)}>
          <option value="">{t('dashboard.filter.everyone')}</option>
          <option value="me">{t('dashboard.filter.me')}</option>
          {others.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
          {unknownOwner ? <option value={owner}>{t('dashboard.filter.another')}</option> : null}
        </Select>
      </Field>
      <Field label={t('dashboard.filter.from')} error={rangeInvalid ? t('dashboard.filter.rangeInvalid') : undefined}>
        <Input type="date" value={from ?? ''} max={to ?? undefined} onChange={(event) => onChange('from', event.target.value || null)} />
      </Field>
      <Field label={t('dashboard.filter.to')}>
        <Input type="date" value={to ?? ''} min={from ?? undefined} onChange={(event) => onChange('to', event.target.value || null)} />
      </Field>
      {filtered ? (
        <Button type="button" variant="ghost" onClick={onReset}>
          {t('dashboard.filter.reset')}
        </Button>
      ) : null}
    </StyledBar>
  );
}
