import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatCount, formatDate, displayValue } from '@meridian/shared/format';
import type { Company } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
import { t, useT } from '../../../i18n';
import { industryLabel } from '../utils/industryLabel';
import { sizeLabel } from '../utils/sizeLabel';
import { truncate } from './truncate';
import { WebsiteLink } from './WebsiteLink';

export interface CompanyDetailListProps {
  company: Company;
  /** The overview tab lists every field; the quick view leaves out what it shows elsewhere. */
  variant: 'overview' | 'quick';
}

const StyledList = styled.dl`
  display: grid;
  /* minmax(0, …): a long one-line value is cut, it does not widen the page. */
  grid-template-columns: minmax(96px, max-content) minmax(0, 1fr);
  gap: ${space(3)} ${space(4)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledTerm = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledValue = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

/** Addresses are cut with an ellipsis, not mid-letter onto the next line; the title holds them. */
const StyledLine = styled.span`
  ${truncate}
`;

type Row = [label: string, value: ReactNode, inQuickView: boolean];

function rows(company: Company): Row[] {
  const website = company.website?.trim() ? <WebsiteLink website={company.website} truncated /> : '-';
  const email = company.email?.trim() ? <StyledLine title={company.email}>{company.email}</StyledLine> : '-';
  // The quick view leaves out the name, description and logo address: it shows them elsewhere.
  return [
    [t('companies.field.name'), displayValue(company.name), false],
    [t('companies.field.industry'), displayValue(industryLabel(company.industry)), true],
    [t('companies.field.size'), displayValue(sizeLabel(company.size)), true],
    [t('companies.field.website'), website, true],
    [t('companies.field.email'), email, true],
    [t('companies.field.phone'), displayValue(company.phone), true],
    [t('companies.field.address'), displayValue(company.address), true],
    [t('companies.field.description'), displayValue(company.description), false],
    [t('companies.field.logo_url'), displayValue(company.logo_url), false],
    [t('companies.field.contacts'), formatCount(company.contact_count ?? 0), true],
    [t('companies.field.created'), formatDate(company.created_at), true],
  ];
}

/** Label/value pairs of a company; '-' for an empty value (docs/PRODUCT.md §2 company detail). */
export function CompanyDetailList({ company, variant }: CompanyDetailListProps) {
  useT();
  const shown = rows(company).filter(([, , inQuickView]) => variant === 'overview' || inQuickView);
  return (
    <StyledList>
      {shown.map(([label, value]) => (
        <Fragment key={label}>
          <StyledTerm>{label}</StyledTerm>
          <StyledValue>{value}</StyledValue>
        </Fragment>
      ))}
    </StyledList>
  );
}
