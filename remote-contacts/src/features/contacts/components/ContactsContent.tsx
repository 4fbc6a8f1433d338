import type { ReactNode } from 'react';
import type { Contact } from '@meridian/shared/model';
import { EmptyState, ErrorState, LoadingState, UsersIcon } from '@meridian/shared/ui';

export interface ContactsContentProps {
  /** Undefined until the first page arrives. */
  contacts: readonly Contact[] | undefined;
  error: Error | undefined;
  /** A search or company filter is active. */
  filtered: boolean;
  /** "My contacts" is on. */
  mine?: boolean;
  onRetry: () => void;
  /** The list, shown once there are contacts. */
  children: ReactNode;
}

const NO_CONTACTS_OF_MINE = "You don't own any contacts yet";

/** docs/PRODUCT.md §2 states: 'Loading contacts...', the error view with Retry, the two empty views, the list. */
export function ContactsContent({ contacts, error, filtered, mine = false, onRetry, children }: ContactsContentProps) {
  if (!contacts && error) {
    return <ErrorState title="Error loading contacts" description="There was a problem loading your contacts. Please try again." onRetry={onRetry} />;
  }
  if (!contacts) return <LoadingState label="Loading contacts..." />;
  if (contacts.length === 0) {
    // 'No contacts yet' would be wrong while others' contacts exist: say whose list is empty.
    if (mine && !filtered) {
      return (
        <EmptyState
          icon={<UsersIcon size={28} />}
          title={NO_CONTACTS_OF_MINE}
          description="Contacts you add are yours. Choose All contacts to see everyone's."
        />
      );
    }
    return filtered ? (
      <EmptyState icon={<UsersIcon size={28} />} title="No contacts found" description="Try a different search or filter." />
    ) : (
      <EmptyState icon={<UsersIcon size={28} />} title="No contacts yet" description="Add your first contact or import a CSV file to get started." />
    );
  }
  return <>{children}</>;
}
