import styled from 'styled-components';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditAction, type AuditRecordType, type TeamMember } from '@meridian/shared/model';
import { Button, Field, Input, Select } from '@meridian/shared/ui';
import { useT } from '../../i18n';
import type { AuditFilters as Filters } from './useAuditLog';

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  align-items: end;
  gap: 12px;
  margin-bottom: 16px;
`;

export interface AuditFiltersProps {
  value: Filters;
  onChange: (filters: Filters) => void;
  members: readonly TeamMember[];
}

/** Member, record type, action and a date range; each applies the moment it changes. */
export function AuditFilters({ value, onChange, members }: AuditFiltersProps) {
  const t = useT();
  const set = (patch: Partial<Filters>) => {
    const next: Filters = { ...value, ...patch };
    // An empty choice is no filter at all (the query leaves it out).
    for (const key of Object.keys(next) as (keyof Filters)[]) {
      if (!next[key]) delete next[key];
    }
    onChange(next);
  };
  const filtered = Object.keys(value).length > 0;
  return (
    <StyledFilters role="search" aria-label={t('shell.audit.filters')}>
      <Field label={t('shell.audit.filter.member')}>
        <Select value={value.actor ?? ''} onChange={(e) => set({ actor: e.target.value })}>
          <option value="">{t('shell.audit.filter.anyMember')}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('shell.audit.filter.recordType')}>
        <Select value={value.record_type ?? ''} onChange={(e) => set({ record_type: (e.target.value || undefined) as AuditRecordType | undefined })}>
          <option value="">{t('shell.audit.filter.anyType')}</option>
          {AUDIT_RECORD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`shell.audit.type.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('shell.audit.filter.action')}>
        <Select value={value.action ?? ''} onChange={(e) => set({ action: (e.target.value || undefined) as AuditAction | undefined })}>
          <option value="">{t('shell.audit.filter.anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`shell.audit.action.${action}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('shell.audit.filter.from')}>
        <Input type="date" value={value.from ?? ''} max={value.to} onChange={(e) => set({ from: e.target.value })} />
      </Field>
      <Field label={t('shell.audit.filter.to')}>
        <Input type="date" value={value.to ?? ''} min={value.from} onChange={(e) => set({ to: e.target.value })} />
      </Field>
      <Button variant="ghost" disabled={!filtered} onClick={() => onChange({})}>
        {t('shell.audit.filter.clear')}
      </Button>
    </StyledFilters>
  );
}
