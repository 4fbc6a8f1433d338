import { useCallback } from 'react';
import { companiesApi, errorText } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import { companyToFormValues, toCompanyUpdate, validateCompanyForm, type Company, type CompanyFormField } from '@meridian/shared/model';
import { t } from '../../../i18n';
import { COMPANY_ERROR_KEYS } from '../utils/companyFieldOptions';
import { useRevalidateCompanies } from './useRevalidateCompanies';

const updateCompany = withMutationRetry(companiesApi.update);

/** The table's columns that edit a field of the form (owner is sent beside them). */
const FORM_COLUMNS: readonly string[] = ['name', 'industry', 'size', 'website', 'phone', 'email'];

/**
 * Saves one cell of the table as the form saves the company: the record (PUT /companies/:id)
 * with one field changed, checked by the form's rules first; the API's refusal is the cell's
 * message. The lists revalidate after.
 */
export function useCompanyCellSave() {
  const revalidate = useRevalidateCompanies('change');
  return useCallback(
    async (company: Company, column: string, value: string): Promise<string | null> => {
      const values = companyToFormValues(company);
      const owner = column === 'owner' ? { owner_id: value || null } : {};
      if (FORM_COLUMNS.includes(column)) values[column as CompanyFormField] = value;
      const errors = validateCompanyForm(values);
      const field = (Object.keys(COMPANY_ERROR_KEYS) as (keyof typeof COMPANY_ERROR_KEYS)[]).find((key) => errors[key]);
      if (field) return t(COMPANY_ERROR_KEYS[field]);
      try {
        await updateCompany(company.id, { ...toCompanyUpdate(values, company), ...owner });
      } catch (error) {
        return errorText(error, t('companies.form.updateFailed'));
      }
      void revalidate();
      return null;
    },
    [revalidate],
  );
}
