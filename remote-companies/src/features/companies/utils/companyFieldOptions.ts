// The company form's choices and error words, which the table's cells use too.
import { COMPANY_SIZES, INDUSTRIES, type CompanyFormField } from '@meridian/shared/model';
import { industryLabel } from './industryLabel';
import { sizeLabel } from './sizeLabel';

/** The form's words for the errors validateCompanyForm finds (docs/PRODUCT.md §5), by field. */
export const COMPANY_ERROR_KEYS = {
  name: 'companies.form.error.name',
  email: 'companies.form.error.email',
  website: 'companies.form.error.website',
  logo_url: 'companies.form.error.logo_url',
  size: 'companies.form.error.size',
} as const satisfies Partial<Record<CompanyFormField, string>>;

/** The five sizes, smallest first: the stored value and its label in the current language. */
export const sizeOptions = () => COMPANY_SIZES.map(({ value }) => ({ value, label: sizeLabel(value) }));

/** An industry outside the list (e.g. from an import) stays selectable while editing, as stored. */
export function industryOptions(current: string) {
  const list: string[] = [...INDUSTRIES];
  if (current && !list.includes(current)) list.push(current);
  return list.map((industry) => ({ value: industry, label: industryLabel(industry) }));
}
