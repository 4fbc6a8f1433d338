import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { EditIcon } from '../icons/EditIcon';
import { TrashIcon } from '../icons/TrashIcon';
import { space } from '../theme/tokens';
import { Button } from './Button';

export interface DetailHeaderProps {
  /** The avatar or logo before the name. */
  media: ReactNode;
  /** The page's h1. */
  title: string;
  /** The facts under the name (email, company, phone / industry, website, size). */
  children?: ReactNode;
  /** Edit and Delete are left out for a member who may not change the record (the API would refuse). */
  onEdit?: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4)};
  margin-bottom: ${space(6)};
`;

const StyledIdentity = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space(1)};
  min-width: min(200px, 100%);
`;

const StyledName = styled.h1`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${space(2)};
`;

/** A detail page's header (contact, company): media, name and facts, with Edit and Delete when given. */
export function DetailHeader({ media, title, children, onEdit, onDelete, deleting = false }: DetailHeaderProps) {
  const t = useCommonT();
  return (
    <StyledHeader>
      {media}
      <StyledIdentity>
        <StyledName>{title}</StyledName>
        {children}
      </StyledIdentity>
      {onEdit || onDelete ? (
        <StyledActions>
          {onEdit ? (
            <Button onClick={onEdit}>
              <EditIcon size={16} />
              {t('common.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="danger" loading={deleting} onClick={onDelete}>
              {deleting ? null : <TrashIcon size={16} />}
              {t('common.delete')}
            </Button>
          ) : null}
        </StyledActions>
      ) : null}
    </StyledHeader>
  );
}
