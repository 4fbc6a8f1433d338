import styled from 'styled-components';
import { usePermissions } from '@meridian/shared/app';
import type { Contact } from '@meridian/shared/model';
import { TabPanel, Tabs, space, type TabItem } from '@meridian/shared/ui';
import { useAttachments } from '../../attachments/hooks/useAttachments';
import { useNotes } from '../../notes/hooks/useNotes';
import { useT } from '../../../i18n';
import { useContactTab } from '../hooks/useContactTab';
import { usePreloadOnIntent } from '../hooks/usePreloadOnIntent';
import { isContactTab } from '../utils/contactPaths';
import { activityTab, filesTab, notesTab, preloadDetailPieces } from '../utils/detailPieces';
import { ContactOverviewTab } from './ContactOverviewTab';
import { DetailTabSkeleton } from './DetailTabSkeleton';
import { LazyPieceView } from './LazyPieceView';

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

/** Overview, Notes, Files and Activity; the tab lives in the URL (`?tab=notes`). Only the Overview's code comes with the page. */
export function ContactDetailTabs({ contact }: ContactDetailTabsProps) {
  const t = useT();
  const [tab, setTab] = useContactTab();
  usePreloadOnIntent(preloadDetailPieces);
  const notes = useNotes(contact.id);
  const files = useAttachments(contact.id);
  const editable = usePermissions().canEdit(contact.owner_id ?? null);
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
        {tab === 'notes' ? <LazyPieceView piece={notesTab} props={{ contactId: contact.id, editable }} fallback={<DetailTabSkeleton />} /> : null}
        {tab === 'files' ? <LazyPieceView piece={filesTab} props={{ contactId: contact.id, editable }} fallback={<DetailTabSkeleton />} /> : null}
        {tab === 'activity' ? <LazyPieceView piece={activityTab} props={{ contactId: contact.id }} fallback={<DetailTabSkeleton />} /> : null}
      </StyledPanel>
    </>
  );
}
