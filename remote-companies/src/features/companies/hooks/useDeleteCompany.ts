import { useState } from 'react';
import { useNavigate } from '@meridian/shared/routing';
import { companiesApi, errorText } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import { toast, useConfirm } from '@meridian/shared/ui';
import { useRevalidateCompanies } from './useRevalidateCompanies';

const removeCompany = withMutationRetry((id: string) => companiesApi.remove(id));

export const DELETE_COMPANY_MESSAGE = 'Are you sure you want to delete this company? This action cannot be undone.';

/** The detail page's Delete: confirm, delete, back to /companies with a toast. */
export function useDeleteCompany(companyId: string) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const revalidate = useRevalidateCompanies('change');
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    const confirmed = await confirm({
      title: 'Delete Company',
      message: DELETE_COMPANY_MESSAGE,
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await removeCompany(companyId);
      toast.success('Company deleted successfully');
      navigate('/companies');
      // Its own entry goes rather than being revalidated: that would only fetch a 404.
      void revalidate(companyId);
    } catch (error) {
      // An error toast (deviation 5: the original specification left this silent).
      console.error(error);
      toast.error(errorText(error, 'Failed to delete company'));
      setDeleting(false);
    }
  };

  return { remove, deleting };
}
