import { formatCount } from '@meridian/shared/format';
import { t } from '../../../i18n';
import type { BulkEditChoice } from './bulkEditChoice';

/** '1,234 contacts', '1 contact', or '10,000+ contacts' when the list stopped counting there. */
export function bulkEditCount(count: number, capped: boolean): string {
  return t('contacts.bulkEdit.count', { count, capped: capped ? 'yes' : 'no', total: formatCount(count) });
}

/** The confirmation's question, naming the count and the value: 'Change the owner of 1,234 contacts to Sam Lee?' */
export function bulkEditQuestion({ change, value }: BulkEditChoice, contacts: string): string {
  switch (change.action) {
    case 'set_owner':
      return value === null ? t('contacts.bulkEdit.question.ownerNone', { contacts }) : t('contacts.bulkEdit.question.owner', { contacts, value });
    case 'add_tags':
      return t('contacts.bulkEdit.question.addTags', { contacts, value: value ?? '' });
    case 'remove_tags':
      return t('contacts.bulkEdit.question.removeTags', { contacts, value: value ?? '' });
    case 'set_company':
      return value === null ? t('contacts.bulkEdit.question.companyNone', { contacts }) : t('contacts.bulkEdit.question.company', { contacts, value });
    case 'set_stage':
      return t('contacts.bulkEdit.question.stage', { contacts, value: value ?? '' });
  }
}
