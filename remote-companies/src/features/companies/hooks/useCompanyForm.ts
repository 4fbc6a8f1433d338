import { useState, type FormEvent } from 'react';
import { companiesApi, errorText } from '@meridian/shared/api';
import { useMembers, withMutationRetry } from '@meridian/shared/data';
import {
  companyToFormValues,
  hasCompanyFormErrors,
  toCompanyInput,
  toCompanyUpdate,
  validateCompanyForm,
  type Company,
  type CompanyFormErrors,
  type CompanyFormField,
  type CompanyFormValues,
} from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { useRevalidateCompanies } from './useRevalidateCompanies';

const createCompany = withMutationRetry(companiesApi.create);
const updateCompany = withMutationRetry(companiesApi.update);

export interface UseCompanyFormOptions {
  /** The company being edited; absent for a new one. */
  company?: Company;
  onSaved: (company: Company) => void;
}

/** State and submit of the company form (docs/PRODUCT.md §5): validate, trim, save, refresh the lists. */
export function useCompanyForm({ company, onSaved }: UseCompanyFormOptions) {
  const editing = Boolean(company);
  const revalidate = useRevalidateCompanies(editing ? 'change' : 'create');
  const [values, setValues] = useState<CompanyFormValues>(() => companyToFormValues(company));
  // A new company is its creator's unless another owner is picked (the API's default too).
  const { myId } = useMembers();
  const [initialOwner] = useState(() => (company ? (company.owner_id ?? '') : (myId ?? '')));
  const [ownerId, setOwnerId] = useState(initialOwner);
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setField = (field: CompanyFormField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    // A field's error goes as soon as that field is edited.
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  };

  // The owner is sent only when changed: an unchanged one is left as it is.
  const owner = ownerId === initialOwner ? {} : { owner_id: ownerId || null };
  const save = async (): Promise<Company> =>
    company
      ? (await updateCompany(company.id, { ...toCompanyUpdate(values, company), ...owner })).company
      : (await createCompany({ ...toCompanyInput(values), ...owner })).company;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // Rendered inside another remote's form (the contact form), a submit must not reach it.
    event?.stopPropagation();
    if (saving) return;
    const found = validateCompanyForm(values);
    setErrors(found);
    if (hasCompanyFormErrors(found)) return;
    if (company && !company.id) {
      setServerError(t('companies.form.idRequired'));
      return;
    }
    setServerError(null);
    setSaving(true);
    try {
      const saved = await save();
      toast.success(editing ? t('companies.form.updated') : t('companies.form.created'));
      void revalidate();
      setSaving(false);
      onSaved(saved);
    } catch (error) {
      console.error(error);
      setServerError(errorText(error, editing ? t('companies.form.updateFailed') : t('companies.form.createFailed')));
      setSaving(false);
    }
  };

  return { values, ownerId, setOwnerId, errors, serverError, saving, editing, setField, submit };
}
