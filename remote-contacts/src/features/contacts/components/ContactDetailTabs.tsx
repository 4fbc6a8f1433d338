import styled from 'styled-components';
import type { Contact } from '@meridian/shared/model';
import { TabPanel, Tabs, space, type TabItem } from '@meridian/shared/ui';
import { FilesTab } from '../../attachments/components/FilesTab';
import { useAttachments } from '../../attachments/hooks/useAttachments';
import { NotesTab } from '../../notes/components/NotesTab';
import { useNotes } from '../../notes/hooks/useNotes';
import { useT } from '../../../i18n';
import { useContactTab } from '../hooks/useContactTab';
import { isContactTab } from '../utils/contactPaths';
import { ContactActivityTab } from './ContactActivityTab';
import { ContactOverviewTab } from './ContactOverviewTab';

export interface ContactDetailTabsProps {
  contact: Contact;
}

const ID = 'contact-detail';

const StyledPanel = styled(TabPanel)`
  padding-top: ${space(6)};

  &:focus-visible {
    outline-offset: 4px;
  }
`;

/** Overview, Notes, Files and Activity; the tab lives in the URL (`?tab=notes`). */
export function ContactDetailTabs({ contact }: ContactDetailTabsProps) {
  const t = useT();
  const [tab, setTab] = useContactTab();
  const notes = useNotes(contact.id);
  const files = useAttachments(contact.id);
  const tabs: TabItem[] = [
    { id: 'overview', label: t('contacts.tabs.overview') },
    { id: 'notes', label: t('contacts.tabs.notes'), count: notes.count },
    { id: 'files', label: t('contacts.tabs.files'), count: files.count },
    { id: 'activity', label: t('contacts.tabs.activity') },
  ];
  return (
    <>
      <Tabs tabs={tabs} value={tab} onChange={(id) => isContactTab(id) && setTab(id)} idPrefix={ID} aria-label={t('contacts.tabs.label')} />
      <StyledPanel idPrefix={ID} tabId={tab}>
        {tab === 'overview' ? <ContactOverviewTab contact={contact} /> : null}
        {tab === 'notes' ? <NotesTab contactId={contact.id} /> : null}
        {tab === 'files' ? <FilesTab contactId={contact.id} /> : null}
        {tab === 'activity' ? <ContactActivityTab contactId={contact.id} /> : null}
      </StyledPanel>
    </>
  );
}
