import styled from 'styled-components';
import type { Company } from '@meridian/shared/model';
import { Button, SidePanel, space } from '@meridian/shared/ui';
import { CompanyDetailList } from './CompanyDetailList';
import { useT } from '../../../i18n';
import { industryLabel } from '../utils/industryLabel';
import { CompanyLogo } from './CompanyLogo';

export interface CompanyQuickViewProps {
  /** The company shown; null closes the panel. */
  company: Company | null;
  onClose: () => void;
  onViewContacts: (company: Company) => void;
  onViewDetails: (company: Company) => void;
  /** Absent when the user may not change this company: no Edit Company. */
  onEdit?: (company: Company) => void;
}

const StyledIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(5)};
`;

const StyledName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-line;
`;

const StyledHeading = styled.h3`
  margin: ${space(6)} 0 ${space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The side panel a card click opens: details, description and the ways onward. */
export function CompanyQuickView({ company, onClose, onViewContacts, onViewDetails, onEdit }: CompanyQuickViewProps) {
  const t = useT();
  if (!company) return null;
  return (
    <SidePanel
      open
      title={company.name}
      onClose={onClose}
      footer={
        <>
          <Button onClick={() => onViewContacts(company)}>{t('companies.quickView.viewContacts')}</Button>
          <Button onClick={() => onViewDetails(company)}>{t('companies.quickView.viewDetails')}</Button>
          {onEdit ? (
            <Button variant="primary" onClick={() => onEdit(company)}>
              {t('companies.quickView.edit')}
            </Button>
          ) : null}
        </>
      }
    >
      <StyledIdentity>
        <CompanyLogo company={company} size="xl" />
        <div>
          <StyledName>{company.name}</StyledName>
          {company.industry ? <StyledMuted>{industryLabel(company.industry)}</StyledMuted> : null}
        </div>
      </StyledIdentity>
      <CompanyDetailList company={company} variant="quick" />
      <StyledHeading>{t('companies.quickView.description')}</StyledHeading>
      <StyledMuted>{company.description?.trim() || t('companies.quickView.noDescription')}</StyledMuted>
    </SidePanel>
  );
}
