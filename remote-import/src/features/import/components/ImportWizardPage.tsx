import { useNavigate } from '@meridian/shared/routing';
import { keysOf } from '@meridian/shared/api';
import { useForget } from '@meridian/shared/data';
import { useImportWizard } from '../hooks/useImportWizard';
import { ErrorBanner } from './ErrorBanner';
import { ImportingStep } from './ImportingStep';
import { ImportPageHeader } from './ImportPageHeader';
import { StyledImportCard, StyledImportPage, StyledWizard } from './ImportPageFrame';
import { ImportStepper } from './ImportStepper';
import { MapColumnsStep } from './MapColumnsStep';
import { RecentImports } from './RecentImports';
import { ResultsStep } from './ResultsStep';
import { UploadStep } from './UploadStep';

/** docs/PRODUCT.md §2 Import Contacts page, as an admin has it: the four-step wizard, then the organisation's recent imports (deviation 9). */
export function ImportWizardPage() {
  const navigate = useNavigate();
  const forget = useForget();
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
        <ImportPageHeader />
        {state.error ? <ErrorBanner message={state.error} onDismiss={wizard.dismissError} /> : null}
        <ImportStepper step={state.step} />
        <StyledImportCard padding={6}>
          {state.step === 'upload' ? <UploadStep reading={state.reading} notice={state.notice} onFile={wizard.selectFile} onError={wizard.showError} /> : null}
          {state.step === 'map' && state.preview ? <MapColumnsStep wizard={wizard} /> : null}
          {state.step === 'import' ? (
            <ImportingStep rows={state.rowCount} fileSize={state.file?.size} progress={state.progress} onCancel={() => void wizard.cancelImport()} />
          ) : null}
          {state.step === 'results' && state.job ? (
            <ResultsStep job={state.job} onViewContacts={viewContacts} onImportAnother={wizard.restart} onError={wizard.showError} />
          ) : null}
        </StyledImportCard>
      </StyledWizard>
      <RecentImports importing={state.step === 'import'} onError={wizard.showError} />
    </StyledImportPage>
  );
}
