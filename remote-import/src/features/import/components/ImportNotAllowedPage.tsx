import { useState } from 'react';
import { EmptyState, UsersIcon } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { ErrorBanner } from './ErrorBanner';
import { ImportPageHeader } from './ImportPageHeader';
import { StyledImportCard, StyledImportPage, StyledWizard } from './ImportPageFrame';
import { RecentImports } from './RecentImports';

/** The import page of a member or read-only user: only admins import, and whom to ask; the history stays readable. */
export function ImportNotAllowedPage() {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  return (
    <StyledImportPage>
      <StyledWizard>
        <ImportPageHeader />
        {error ? <ErrorBanner message={error} onDismiss={() => setError(null)} /> : null}
        <StyledImportCard padding={6}>
          <EmptyState icon={<UsersIcon size={32} />} title={t('import.notAllowed.title')} description={t('import.notAllowed.description')} />
        </StyledImportCard>
      </StyledWizard>
      <RecentImports importing={false} onError={setError} />
    </StyledImportPage>
  );
}
