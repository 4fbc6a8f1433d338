import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Contact } from '@meridian/shared/model';
import { Link } from '@meridian/shared/routing';
import { Button, EmptyState, ErrorState, PlusIcon, UploadIcon, UsersIcon, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { ContactsListSkeleton } from './ContactsSkeletons';

export interface ContactsContentProps {
  /** Undefined until the first page arrives. */
  contacts: readonly Contact[] | undefined;
  error: Error | undefined;
  /** A search or company filter is active. */
  filtered: boolean;
  /** "My contacts" is on. */
  mine?: boolean;
  onRetry: () => void;
  /** Opens the create form (the empty organisation's first step); absent for a read-only user. */
  onAdd?: () => void;
  /** Importing is an admin's. */
  canImport?: boolean;
  /** Clears the filters (chips): offered when filters match nothing. */
  onClearFilters?: () => void;
  /** The list, shown once there are contacts. */
  children: ReactNode;
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(2)};
`;

/** A link to the import page that looks like the secondary button beside it. */
const StyledButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  height: 36px;
  padding: 0 ${space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/**
 * docs/PRODUCT.md §2 states: the list's skeleton while the first page loads, the error view with
 * Retry, the empty views (an empty organisation is told how to start, with the buttons to do it), the list.
 */
export function ContactsContent({ contacts, error, filtered, mine = false, onRetry, onAdd, canImport = true, onClearFilters, children }: ContactsContentProps) {
  const t = useT();
  if (!contacts && error) {
    return <ErrorState title={t('contacts.list.error.title')} description={t('contacts.list.error.description')} onRetry={onRetry} />;
  }
  if (!contacts) return <ContactsListSkeleton />;
  if (contacts.length === 0) {
    // 'No contacts yet' would be wrong while others' contacts exist: say whose list is empty.
    if (mine && !filtered) {
      return <EmptyState icon={<UsersIcon size={28} />} title={t('contacts.list.emptyMine.title')} description={t('contacts.list.emptyMine.description')} />;
    }
    if (filtered && onClearFilters) {
      return (
        <EmptyState
          icon={<UsersIcon size={28} />}
          title={t('contacts.list.emptyFilters.title')}
          description={t('contacts.list.emptyFilters.description')}
          action={<Button onClick={onClearFilters}>{t('contacts.list.emptyFilters.clear')}</Button>}
        />
      );
    }
    if (filtered) {
      return (
        <EmptyState icon={<UsersIcon size={28} />} title={t('contacts.list.emptyFiltered.title')} description={t('contacts.list.emptyFiltered.description')} />
      );
    }
    // Each role is told only what it can do: a read-only user is offered nothing to press.
    if (!onAdd) return <EmptyState icon={<UsersIcon size={28} />} title={t('contacts.list.empty.title')} description={t('contacts.list.empty.readOnly')} />;
    return (
      <EmptyState
        icon={<UsersIcon size={28} />}
        title={t('contacts.list.empty.title')}
        description={canImport ? t('contacts.list.empty.description') : t('contacts.list.empty.descriptionNoImport')}
        action={
          <StyledActions>
            <Button variant="primary" onClick={onAdd}>
              <PlusIcon size={14} />
              {t('contacts.header.add')}
            </Button>
            {canImport ? (
              <StyledButtonLink to="/import">
                <UploadIcon size={14} />
                {t('contacts.list.empty.import')}
              </StyledButtonLink>
            ) : null}
          </StyledActions>
        }
      />
    );
  }
  return <>{children}</>;
}
