import styled from 'styled-components';
import type { Company } from '@meridian/shared/model';
import { Badge, BackLink, Button, EditIcon, ThemeToggle, TrashIcon, space } from '@meridian/shared/ui';
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

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4)};
  margin-bottom: ${space(6)};
`;

const StyledIdentity = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space(1)};
  min-width: min(200px, 100%);
`;

const StyledName = styled.h1`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.xxl};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${space(2)};
`;

/** Breadcrumb, logo, name, industry, website and size, with Edit and Delete. */
export function CompanyDetailHeader({ company, deleting, onEdit, onDelete }: CompanyDetailHeaderProps) {
  return (
    <>
      <StyledBreadcrumb aria-label="Breadcrumb">
        <BackLink to="/companies">Back to Companies</BackLink>
        <ThemeToggle />
      </StyledBreadcrumb>
      <StyledHeader>
        <CompanyLogo company={company} size={64} />
        <StyledIdentity>
          <StyledName>{company.name}</StyledName>
          <StyledMeta>
            {company.industry ? <span>{company.industry}</span> : null}
            <WebsiteLink website={company.website} truncated />
            {company.size ? <Badge tone="info">{capitalize(company.size)}</Badge> : null}
          </StyledMeta>
        </StyledIdentity>
        <StyledActions>
          <Button onClick={onEdit}>
            <EditIcon size={16} />
            Edit
          </Button>
          <Button variant="danger" loading={deleting} onClick={onDelete}>
            {deleting ? null : <TrashIcon size={16} />}
            Delete
          </Button>
        </StyledActions>
      </StyledHeader>
    </>
  );
}
