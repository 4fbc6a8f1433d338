// The companies list's filter fields (docs/PRODUCT.md §2.8 Filters): what "Add filter" offers.
import { COMPANY_SIZES, INDUSTRIES } from '@meridian/shared/model';
import { fieldLabel, instantsField, ownerField, presenceField, type FilterField } from '@meridian/shared/views';
import { industryLabel } from './industryLabel';
import { sizeLabel } from './sizeLabel';

/** The fields in the menu's order (call while rendering: the labels follow the language). */
export function companyFilterFields(): FilterField[] {
  return [
    ownerField(),
    {
      id: 'industry',
      label: fieldLabel('industry'),
      kind: 'choice',
      param: 'industry',
      options: INDUSTRIES.map((i) => ({ value: i, label: industryLabel(i) })),
    },
    { id: 'size', label: fieldLabel('size'), kind: 'choice', param: 'size', options: COMPANY_SIZES.map(({ value }) => ({ value, label: sizeLabel(value) })) },
    instantsField('created'),
    instantsField('updated'),
    presenceField('has_email'),
    presenceField('has_phone'),
    presenceField('has_website'),
  ];
}
