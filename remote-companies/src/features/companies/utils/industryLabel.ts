import { INDUSTRIES } from '@meridian/shared/model';
import { t } from '../../../i18n';

type Industry = (typeof INDUSTRIES)[number];

const INDUSTRY_NAMES = {
  Technology: 'companies.industry.technology',
  Healthcare: 'companies.industry.healthcare',
  Finance: 'companies.industry.finance',
  Education: 'companies.industry.education',
  Retail: 'companies.industry.retail',
  Manufacturing: 'companies.industry.manufacturing',
  'Real Estate': 'companies.industry.realEstate',
  Consulting: 'companies.industry.consulting',
  Media: 'companies.industry.media',
  Other: 'companies.industry.other',
} as const satisfies Record<Industry, string>;

const isIndustry = (value: string): value is Industry => value in INDUSTRY_NAMES;

/**
 * The industry as the user's language names it. The stored value stays the English one of
 * docs/PRODUCT.md §3; an industry outside that list (typed in an import) is shown as stored.
 */
export function industryLabel(industry: string | null | undefined): string {
  const value = industry ?? '';
  return isIndustry(value) ? t(INDUSTRY_NAMES[value]) : value;
}
