// The contacts list's filter fields (docs/PRODUCT.md §2.4 Filters): what "Add filter" offers.
import { companiesApi, pipelineApi } from '@meridian/shared/api';
import {
  fieldLabel,
  instantsField,
  nextActivityField,
  ownerField,
  pipelineStatusField,
  presenceField,
  type FilterField,
  type FilterOption,
} from '@meridian/shared/views';
import { COMPANY_PICKER_LIMIT } from './contactConstants';

/** Names of the companies and stages the editors have listed, so a chip names what it filters by. */
const names = new Map<string, string>();
const remember = (options: FilterOption[]) => {
  for (const option of options) names.set(option.value, option.label);
  return options;
};
/** A chip's words for an id (a company from a link gives its own name). */
export const rememberName = (id: string, name: string) => names.set(id, name);
export const knownName = (id: string) => names.get(id);

const searchCompanies = async (text: string) => {
  const { companies } = await companiesApi.list({ limit: COMPANY_PICKER_LIMIT, search: text || undefined });
  return remember(companies.map((c) => ({ value: c.id, label: c.name })));
};

/** Every pipeline's stages, 'Pipeline › Stage'. */
export async function loadStages(): Promise<FilterOption[]> {
  const { pipelines } = await pipelineApi.list();
  const lists = await Promise.all(pipelines.map(async (p) => ({ pipeline: p, stages: (await pipelineApi.stages(p.id)).data })));
  return remember(lists.flatMap(({ pipeline, stages }) => stages.map((s) => ({ value: s.id, label: `${pipeline.name} › ${s.name}` }))));
}

/** The fields in the menu's order (call while rendering: the labels follow the language). */
export function contactFilterFields(): FilterField[] {
  return [
    ownerField(),
    {
      id: 'company',
      label: fieldLabel('company'),
      kind: 'choice',
      param: 'company_id',
      options: [],
      load: searchCompanies,
      searchable: true,
      valueLabel: knownName,
    },
    { id: 'tags', label: fieldLabel('tags'), kind: 'tags' },
    { id: 'stage', label: fieldLabel('stage'), kind: 'choice', param: 'stage_id', options: [], load: loadStages, valueLabel: knownName },
    pipelineStatusField(),
    instantsField('created'),
    instantsField('updated'),
    presenceField('has_email'),
    presenceField('has_phone'),
    { id: 'deal_value', label: fieldLabel('deal_value'), kind: 'amount', min: 'deal_value_min', max: 'deal_value_max', currency: 'deal_currency' },
    { id: 'close_date', label: fieldLabel('close_date'), kind: 'dates', from: 'close_from', to: 'close_to', instants: false },
    nextActivityField(),
  ];
}
