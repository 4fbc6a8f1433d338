import styled from 'styled-components';
import { formatFileSize } from '@meridian/shared/format';
import { FileIcon, space } from '@meridian/shared/ui';
import { StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { useAttachments } from '../../attachments/hooks/useAttachments';
import { QUICK_VIEW_ATTACHMENTS } from '../utils/contactConstants';
import { contactPath } from '../utils/contactPaths';
import { useT } from '../../../i18n';
import { ViewAllLink } from './ViewAllLink';

export interface QuickViewAttachmentsProps {
  contactId: string;
  /** 'View all N attachments': the detail page's Files tab. */
  onViewAll: () => void;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0 0 ${space(2)};
  padding: 0;
  list-style: none;
`;

const StyledFile = styled.li`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > span:first-of-type {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledSize = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** 'Attachments (N)' with the first 3 files; shown only when the contact has any. */
export function QuickViewAttachments({ contactId, onViewAll }: QuickViewAttachmentsProps) {
  const t = useT();
  const { attachments, count } = useAttachments(contactId);
  if (count === 0) return null;
  return (
    <section aria-label={t('contacts.quickView.attachmentsLabel')}>
      <StyledSectionTitle>{t('contacts.quickView.attachments', { count })}</StyledSectionTitle>
      <StyledList>
        {attachments.slice(0, QUICK_VIEW_ATTACHMENTS).map((a) => (
          <StyledFile key={a.id}>
            <FileIcon size={14} />
            <span title={a.filename}>{a.filename}</span>
            <StyledSize>{formatFileSize(a.size)}</StyledSize>
          </StyledFile>
        ))}
      </StyledList>
      {count > QUICK_VIEW_ATTACHMENTS ? (
        <ViewAllLink to={contactPath(contactId, 'files')} onOpen={onViewAll}>
          {t('contacts.quickView.viewAllAttachments', { count })}
        </ViewAllLink>
      ) : null}
    </section>
  );
}
