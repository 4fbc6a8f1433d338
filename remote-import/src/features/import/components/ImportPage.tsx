import { useNavigate } from '@meridian/shared/routing';
import styled from 'styled-components';
import useSWR from 'swr';
import { usePageTitle } from '@meridian/shared/app';
import { keys, keysOf, organisationApi } from '@meridian/shared/api';
import { useForget } from '@meridian/shared/data';
import { BackLink, Card, PageHeader, PHONE_MEDIA, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useImportWizard } from '../hooks/useImportWizard';
import { ErrorBanner } from './ErrorBanner';
import { ImportingStep } from './ImportingStep';
import { StyledImportPage, StyledWizard } from './ImportPageFrame';
import { ImportStepper } from './ImportStepper';
import { MapColumnsStep } from './MapColumnsStep';
import { RecentImports } from './RecentImports';
import { ResultsStep } from './ResultsStep';
import { UploadStep } from './UploadStep';

/** On a phone every pixel of the 390 px counts: the wizard's card pads less. */
const StyledCard = styled(Card)`
  ${PHONE_MEDIA} {
    padding: ${space(4)};
  }
`;

/** docs/PRODUCT.md §2 Import Contacts page: the four-step wizard, then the organisation's recent imports (deviation 9). */
export function ImportPage() {
  const t = useT();
  usePageTitle(t('import.page.title'));
  const navigate = useNavigate();
  const forget = useForget();
  const { data } = useSWR(keys.summary(), () => organisationApi.summary());
  const wizard = useImportWizard();
  const { state } = wizard;

  const viewContacts = () => {
    // docs/PRODUCT.md §4: clear the lists the import changed, so /contacts loads them afresh.
    void forget(keysOf('contacts', 'contact', 'companies', 'summary'));
    navigate('/contacts');
  };

  return (
    <StyledImportPage>
      <StyledWizard>
        <BackLink to="/contacts">{t('import.page.back')}</BackLink>
        <PageHeader title={t('import.page.title')} subtitle={data ? t('import.page.contactCount', { count: data.contacts }) : undefined} />
        {state.error ? <ErrorBanner message={state.error} onDismiss={wizard.dismissError} /> : null}
        <ImportStepper step={state.step} />
        <StyledCard padding={6}>
          {state.step === 'upload' ? <UploadStep reading={state.reading} notice={state.notice} onFile={wizard.selectFile} onError={wizard.showError} /> : null}
          {state.step === 'map' && state.preview ? <MapColumnsStep wizard={wizard} /> : null}
          {state.step === 'import' ? (
            <ImportingStep rows={state.rowCount} fileSize={state.file?.size} progress={state.progress} onCancel={() => void wizard.cancelImport()} />
          ) : null}
          {state.step === 'results' && state.job ? (
            <ResultsStep job={state.job} onViewContacts={viewContacts} onImportAnother={wizard.restart} onError={wizard.showError} />
          ) : null}
        </StyledCard>
      </StyledWizard>
      <RecentImports importing={state.step === 'import'} onError={wizard.showError} />
    </StyledImportPage>
  );
}
