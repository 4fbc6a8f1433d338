import styled from 'styled-components';
import { formatDay, formatMoney } from '@meridian/shared/format';
import type { Deal } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface DealSummaryProps {
  deal: Deal;
  /** Why there is no form: the member's role (read-only) or the record access rule. */
  reason: 'role' | 'record';
}

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space(2)} ${space(4)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledTerm = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledValue = styled.dd`
  margin: 0;
  overflow-wrap: anywhere;
`;

const StyledNote = styled.p`
  margin: ${space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A deal for a member who may not change it: the editor's fields as text, and why there is no form. */
export function DealSummary({ deal, reason }: DealSummaryProps) {
  const t = useT();
  const empty = '—';
  const value = deal.value !== null && deal.currency ? formatMoney(deal.value, deal.currency) : empty;
  let owner = t('pipeline.deal.noOwner');
  if (deal.owner_id) owner = deal.owner_name || t('pipeline.member.unknown');
  return (
    <section aria-label={t('pipeline.deal.form')}>
      <StyledList>
        <StyledTerm>{t('pipeline.deal.value')}</StyledTerm>
        <StyledValue>{value}</StyledValue>
        <StyledTerm>{t('pipeline.deal.closeDate')}</StyledTerm>
        <StyledValue>{deal.close_date ? formatDay(deal.close_date) : empty}</StyledValue>
        <StyledTerm>{t('pipeline.deal.owner')}</StyledTerm>
        <StyledValue>{owner}</StyledValue>
        <StyledTerm>{t('pipeline.deal.nextStep')}</StyledTerm>
        <StyledValue>{deal.next_step || empty}</StyledValue>
      </StyledList>
      <StyledNote>{t('pipeline.deal.readOnly', { reason })}</StyledNote>
    </section>
  );
}
