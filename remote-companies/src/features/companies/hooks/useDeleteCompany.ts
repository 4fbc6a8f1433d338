import { useState } from 'react';
import { useNavigate } from '@meridian/shared/routing';
import { companiesApi, errorText } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import { toast, useConfirm } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { useRevalidateCompanies } from './useRevalidateCompanies';

const removeCompany = withMutationRetry((id: string) => companiesApi.remove(id));

/** The detail page's Delete: confirm, delete, back to /companies with a toast. */
export function useDeleteCompany(companyId: string) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const revalidate = useRevalidateCompanies('change');
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    const confirmed = await confirm({
      title: t('companies.delete.title'),
      message: t('companies.delete.message'),
      confirmLabel: t('companies.delete.confirm'),
      tone: 'danger',
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await removeCompany(companyId);
      toast.success(t('companies.delete.done'));
      navigate('/companies');
      // Its own entry goes rather than being revalidated: that would only fetch a 404.
      void revalidate(companyId);
    } catch (error) {
      // An error toast (deviation 5: the original specification left this silent).
      console.error(error);
      toast.error(errorText(error, t('companies.delete.failed')));
      setDeleting(false);
    }
  };

  return { remove, deleting };
}
