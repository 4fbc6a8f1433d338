import { useNavigate } from '@meridian/shared/routing';
import { Button, EmptyState, BuildingIcon } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

/** A company id that does not exist (or belongs to another organisation). */
export function CompanyNotFound() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<BuildingIcon size={28} />}
      title={t('companies.detail.notFound.title')}
      description={t('companies.detail.notFound.description')}
      action={<Button onClick={() => navigate('/companies')}>{t('companies.detail.back')}</Button>}
    />
  );
}
