import { useId } from 'react';
import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { Link } from '@meridian/shared/routing';
import { Badge, Button, PHONE_MEDIA, space } from '@meridian/shared/ui';
import type { DuplicateKind } from './MergeDialog';

/** One record of a group as its card shows it: a link to it and a few facts. */
export interface DuplicateRecordView {
  id: string;
  name: string;
  href: string;
  facts: { label: string; value: string | null }[];
}

export interface DuplicateGroupCardProps {
  kind: DuplicateKind;
  /** Why they match: 'Same email'. */
  reason: string;
  /** What they share, as a person reads it. */
  value: string;
  /** How many records share it (the card may list fewer). */
  size: number;
  records: DuplicateRecordView[];
  /** Absent for a user who may not merge. */
  onMerge?: () => void;
}

const StyledCard = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  padding: ${space(3)} ${space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledWhy = styled.div`
  display: flex;
  flex: 1 1 240px;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space(1)} ${space(2)};
  min-width: 0;
`;

const StyledReason = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledValue = styled.p`
  margin: 0;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledRecords = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: ${space(4)};
  list-style: none;
  ${PHONE_MEDIA} {
    grid-template-columns: 1fr;
    padding: ${space(3)};
  }
`;

const StyledRecord = styled.li`
  min-width: 0;
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.bg};
`;

const StyledName = styled(Link)`
  display: inline-block;
  margin-bottom: ${space(2)};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space(1)} ${space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A dt and its dd, in the list's two columns. */
const StyledFact = styled.div`
  display: contents;
`;

/** A duplicate group: why its records match and what they share, the records side by side, "Merge…". */
export function DuplicateGroupCard({ kind, reason, value, size, records, onMerge }: DuplicateGroupCardProps) {
  const t = useCommonT();
  const reasonId = useId();
  const valueId = useId();
  return (
    <StyledCard aria-labelledby={`${reasonId} ${valueId}`} data-duplicate-group>
      <StyledHeader>
        <StyledWhy>
          <StyledReason id={reasonId}>{reason}</StyledReason>
          <StyledValue id={valueId}>{value}</StyledValue>
        </StyledWhy>
        <Badge>
          {records.length < size
            ? t('common.duplicates.groupShown', { kind, shown: records.length, count: size })
            : t('common.duplicates.groupSize', { kind, count: size })}
        </Badge>
        {onMerge ? (
          <Button size="sm" variant="primary" aria-describedby={`${reasonId} ${valueId}`} onClick={onMerge}>
            {t('common.duplicates.merge')}
          </Button>
        ) : null}
      </StyledHeader>
      <StyledRecords>
        {records.map((record) => (
          <StyledRecord key={record.id} data-record-id={record.id}>
            <StyledName to={record.href}>{record.name}</StyledName>
            <StyledFacts>
              {record.facts.map((fact) => (
                <StyledFact key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value || '-'}</dd>
                </StyledFact>
              ))}
            </StyledFacts>
          </StyledRecord>
        ))}
      </StyledRecords>
    </StyledCard>
  );
}
