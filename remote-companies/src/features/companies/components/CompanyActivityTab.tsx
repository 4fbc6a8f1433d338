import styled from 'styled-components';
import { space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${space(6)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** docs/PRODUCT.md §2: companies keep no activity of their own yet. */
export function CompanyActivityTab() {
  const t = useT();
  return <StyledEmpty>{t('companies.detail.noActivity')}</StyledEmpty>;
}
