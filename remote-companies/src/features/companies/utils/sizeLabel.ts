import { capitalize } from '@meridian/shared/format';
import { isCompanySize, type CompanySize } from '@meridian/shared/model';
import { t } from '../../../i18n';

const SIZE_NAMES = {
  startup: 'companies.size.startup',
  small: 'companies.size.small',
  medium: 'companies.size.medium',
  large: 'companies.size.large',
  enterprise: 'companies.size.enterprise',
} as const satisfies Record<CompanySize, string>;

const SIZE_LABELS = {
  startup: 'companies.sizeOption.startup',
  small: 'companies.sizeOption.small',
  medium: 'companies.sizeOption.medium',
  large: 'companies.sizeOption.large',
  enterprise: 'companies.sizeOption.enterprise',
} as const satisfies Record<CompanySize, string>;

/** 'medium' → 'Medium' (the badge of cards, rows and the header); an unknown size is only capitalised. */
export function sizeName(size: string | null | undefined): string {
  return isCompanySize(size) ? t(SIZE_NAMES[size]) : capitalize(size);
}

/** 'small' → 'Small (11-50 employees)' (the form's options, the overview); an unknown size is only capitalised. */
export function sizeLabel(size: string | null | undefined): string {
  return isCompanySize(size) ? t(SIZE_LABELS[size]) : capitalize(size);
}
