import { useMembers } from '@meridian/shared/data';
import { DuplicatesScreen } from '@meridian/shared/duplicates';
import type { Contact } from '@meridian/shared/model';
import { useT } from '../../../i18n';
import { useContactDuplicates } from '../hooks/useContactDuplicates';
import { useContactMerge } from '../hooks/useContactMerge';
import { contactReasonText, contactRecordView, contactSharedValue } from '../utils/contactGroupView';
import { ContactMergeDialog } from './ContactMergeDialog';

/**
 * /contacts/duplicates (docs/PRODUCT.md §2 "Duplicates"): contacts that share an email, a phone
 * number or a name at one company, a card per group, with "Merge…".
 */
export function ContactDuplicatesPage() {
  const t = useT();
  const list = useContactDuplicates();
  const { merge, gone } = useContactMerge();
  const { nameOf } = useMembers();
  return (
    <DuplicatesScreen
      kind="contacts"
      title={t('contacts.duplicates.title')}
      intro={t('contacts.duplicates.intro')}
      emptyHint={t('contacts.duplicates.emptyHint')}
      countText={(count) => t('contacts.duplicates.count', { count })}
      back={{ to: '/contacts', label: t('contacts.detail.back') }}
      list={list}
      gone={gone}
      reasonText={contactReasonText}
      sharedValue={contactSharedValue}
      recordView={(contact: Contact) => contactRecordView(contact, nameOf)}
      merge={merge}
      mergeDialog={(contacts, onMerge, onClose) => <ContactMergeDialog contacts={contacts} onMerge={onMerge} onClose={onClose} />}
    />
  );
}
