import { Link } from '@meridian/shared/routing';
import styled from 'styled-components';
import { usePermissions } from '@meridian/shared/app';
import { useT } from '../../i18n';
import { StyledSection } from '../common/Page';

const StyledList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The admins' pages (members, audit log): listed only to admins and owners. */
export function TeamLinks() {
  const t = useT();
  if (!usePermissions().can('admin')) return null;
  return (
    <StyledSection>
      <h2>{t('shell.settings.team')}</h2>
      <StyledList>
        <li>
          <Link to="/settings/members">{t('shell.members.title')}</Link>
          <p>{t('shell.settings.team.members')}</p>
        </li>
        <li>
          <Link to="/settings/audit">{t('shell.audit.title')}</Link>
          <p>{t('shell.settings.team.audit')}</p>
        </li>
      </StyledList>
    </StyledSection>
  );
}
