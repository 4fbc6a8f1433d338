import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatCount, formatDate, displayValue } from '@meridian/shared/format';
import type { Company } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
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

function rows(company: Company, variant: CompanyDetailListProps['variant']): [string, ReactNode][] {
  const website = company.website?.trim() ? <WebsiteLink website={company.website} truncated /> : '-';
  const email = company.email?.trim() ? <StyledLine title={company.email}>{company.email}</StyledLine> : '-';
  const all: [string, ReactNode][] = [
    ['Name', displayValue(company.name)],
    ['Industry', displayValue(company.industry)],
    ['Company Size', displayValue(sizeLabel(company.size))],
    ['Website', website],
    ['Email', email],
    ['Phone', displayValue(company.phone)],
    ['Address', displayValue(company.address)],
    ['Description', displayValue(company.description)],
    ['Logo URL', displayValue(company.logo_url)],
    ['Contacts', formatCount(company.contact_count ?? 0)],
    ['Created', formatDate(company.created_at)],
  ];
  if (variant === 'overview') return all;
  const shownElsewhere = new Set(['Name', 'Description', 'Logo URL']);
  return all.filter(([label]) => !shownElsewhere.has(label));
}

/** Label/value pairs of a company; '-' for an empty value (docs/PRODUCT.md §2 company detail). */
export function CompanyDetailList({ company, variant }: CompanyDetailListProps) {
  return (
    <StyledList>
      {rows(company, variant).map(([label, value]) => (
        <Fragment key={label}>
          <StyledTerm>{label}</StyledTerm>
          <StyledValue>{value}</StyledValue>
        </Fragment>
      ))}
    </StyledList>
  );
}
