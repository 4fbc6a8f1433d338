import styled from 'styled-components';
import type { Company } from '@meridian/shared/model';
import { Badge, BackLink, DetailHeader, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { industryLabel } from '../utils/industryLabel';
import { sizeName } from '../utils/sizeLabel';
import { CompanyLogo } from './CompanyLogo';
import { WebsiteLink } from './WebsiteLink';

export interface CompanyDetailHeaderProps {
  company: Company;
  /** May change the company (role and record access): Edit and Delete. */
  editable: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const StyledBreadcrumb = styled.nav`
  display: flex;
  align-items: center;
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

/** Breadcrumb, logo, name, industry, website and size, with Edit and Delete for who may change it. */
export function CompanyDetailHeader({ company, editable, deleting, onEdit, onDelete }: CompanyDetailHeaderProps) {
  const t = useT();
  return (
    <>
      <StyledBreadcrumb aria-label={t('companies.detail.breadcrumb')}>
        <BackLink to="/companies">{t('companies.detail.back')}</BackLink>
      </StyledBreadcrumb>
      <DetailHeader
        media={<CompanyLogo company={company} size={64} />}
        title={company.name}
        onEdit={editable ? onEdit : undefined}
        onDelete={editable ? onDelete : undefined}
        deleting={deleting}
      >
        <StyledMeta>
          {company.industry ? <span>{industryLabel(company.industry)}</span> : null}
          <WebsiteLink website={company.website} truncated />
          {company.size ? <Badge tone="info">{sizeName(company.size)}</Badge> : null}
        </StyledMeta>
      </DetailHeader>
    </>
  );
}
