import { BackLink, EmptyState, StyledPageContainer } from '@meridian/shared/ui';
import { useT } from '../../i18n';

/** What a member below admin sees on an admin's page opened by its address. */
export function NoAccess() {
  const t = useT();
  return (
    <StyledPageContainer>
      <BackLink to="/settings">{t('shell.backToSettings')}</BackLink>
      <EmptyState title={t('shell.noAccess.title')} description={t('shell.noAccess.text')} />
    </StyledPageContainer>
  );
}
