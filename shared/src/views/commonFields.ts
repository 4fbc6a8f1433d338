// The filter fields contacts and companies both have, in the member's language (call while rendering).
import { NEXT_ACTIVITY_STATES, PIPELINE_STATUSES, PRESENCE } from '@meridian/contract';
import { t } from '@meridian/shared/i18n';
import type { ChoiceField, DatesField, OwnerField } from './filterFields';

export type FieldName =
  | 'owner'
  | 'company'
  | 'tags'
  | 'stage'
  | 'pipeline_status'
  | 'created'
  | 'updated'
  | 'has_email'
  | 'has_phone'
  | 'has_website'
  | 'deal_value'
  | 'close_date'
  | 'next_activity'
  | 'industry'
  | 'size';

/** 'Owner', 'Tags', 'Close date'… */
export const fieldLabel = (field: FieldName) => t('common.filters.field', { field });

export const ownerField = (): OwnerField => ({ id: 'owner', label: fieldLabel('owner'), kind: 'owner', param: 'owner_id' });

/** Created / last changed: days in the member's zone, sent as instants. */
export const instantsField = (field: 'created' | 'updated'): DatesField => ({
  id: field,
  label: fieldLabel(field),
  kind: 'dates',
  from: `${field}_from`,
  to: `${field}_to`,
  instants: true,
});

/** Has / has no email, phone or website: its chip says it alone ('Has no phone'). */
export const presenceField = (field: 'has_email' | 'has_phone' | 'has_website'): ChoiceField => ({
  id: field,
  label: fieldLabel(field),
  kind: 'choice',
  param: field,
  bare: true,
  options: PRESENCE.map((value) => ({ value, label: t('common.filters.presence', { field, value }) })),
});

/** In no pipeline, open, won, lost (a contact's). */
export const pipelineStatusField = (): ChoiceField => ({
  id: 'pipeline_status',
  label: fieldLabel('pipeline_status'),
  kind: 'choice',
  param: 'pipeline_status',
  options: PIPELINE_STATUSES.map((status) => ({ value: status, label: t('common.filters.pipelineStatus', { status }) })),
});

/** The contact's next open activity: overdue, due today, planned later, none. */
export const nextActivityField = (): ChoiceField => ({
  id: 'next_activity',
  label: fieldLabel('next_activity'),
  kind: 'choice',
  param: 'next_activity',
  options: NEXT_ACTIVITY_STATES.map((state) => ({ value: state, label: t('common.filters.nextActivity', { state }) })),
});
