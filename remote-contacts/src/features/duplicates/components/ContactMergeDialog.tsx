import { useMembers } from '@meridian/shared/data';
import { MergeDialog, type MergeRequest } from '@meridian/shared/duplicates';
import { contactDisplayName } from '@meridian/shared/format';
import type { Contact } from '@meridian/shared/model';
import { contactMergeFields } from '../utils/contactMergeFields';

export interface ContactMergeDialogProps {
  /** The group's contacts still to be seen. */
  contacts: Contact[];
  onMerge: (request: MergeRequest) => Promise<unknown>;
  onClose: () => void;
}

const emailOf = (contact: Contact) => contact.email;
const tagsOf = (contact: Contact) => contact.tags;

/** "Merge…" of a contact group: the shared merge dialog with the contact's fields, email beside each name, tags united. */
export function ContactMergeDialog({ contacts, onMerge, onClose }: ContactMergeDialogProps) {
  const { nameOf } = useMembers();
  const fields = contactMergeFields(nameOf);
  return (
    <MergeDialog
      kind="contacts"
      records={contacts}
      fields={fields}
      nameOf={contactDisplayName}
      detailOf={emailOf}
      tagsOf={tagsOf}
      onMerge={onMerge}
      onClose={onClose}
    />
  );
}
