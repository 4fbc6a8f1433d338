import styled from 'styled-components';
import type { Company } from '@meridian/shared/model';
import { Badge, BackLink, DetailHeader, ThemeToggle, space } from '@meridian/shared/ui';
import { capitalize } from '@meridian/shared/format';
import { CompanyLogo } from './CompanyLogo';
import { WebsiteLink } from './WebsiteLink';

export interface CompanyDetailHeaderProps {
  company: Company;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const StyledBreadcrumb = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(3)};

  & > a {
    margin-bottom: 0;
  }
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Breadcrumb, logo, name, industry, website and size, with Edit and Delete. */
export function CompanyDetailHeader({ company, deleting, onEdit, onDelete }: CompanyDetailHeaderProps) {
  return (
    <>
      <StyledBreadcrumb aria-label="Breadcrumb">
        <BackLink to="/companies">Back to Companies</BackLink>
        <ThemeToggle />
      </StyledBreadcrumb>
      <DetailHeader media={<CompanyLogo company={company} size={64} />} title={company.name} onEdit={onEdit} onDelete={onDelete} deleting={deleting}>
        <StyledMeta>
          {company.industry ? <span>{company.industry}</span> : null}
          <WebsiteLink website={company.website} truncated />
          {company.size ? <Badge tone="info">{capitalize(company.size)}</Badge> : null}
        </StyledMeta>
      </DetailHeader>
    </>
  );
}
