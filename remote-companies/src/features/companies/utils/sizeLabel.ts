import { capitalize } from '@meridian/shared/format';
import { COMPANY_SIZES } from '@meridian/shared/model';

/** 'small' → 'Small (11-50 employees)'; an unknown size is only capitalised. */
export function sizeLabel(size: string | null | undefined): string {
  return COMPANY_SIZES.find((s) => s.value === size)?.label ?? capitalize(size);
}
