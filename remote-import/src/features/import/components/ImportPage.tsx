import { usePageTitle, usePermissions } from '@meridian/shared/app';
import { useT } from '../../../i18n';
import { ImportNotAllowedPage } from './ImportNotAllowedPage';
import { ImportWizardPage } from './ImportWizardPage';

/**
 * /import: the wizard for an admin or owner (the API takes imports from them only); anyone else,
 * arriving by a link, is told who can import, and still sees the organisation's recent imports.
 */
export function ImportPage() {
  const t = useT();
  usePageTitle(t('import.page.title'));
  const admin = usePermissions().can('admin');
  return admin ? <ImportWizardPage /> : <ImportNotAllowedPage />;
}
