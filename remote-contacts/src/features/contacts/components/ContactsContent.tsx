import type { ReactNode } from 'react';
import type { Contact } from '@meridian/shared/model';
import { EmptyState, ErrorState, LoadingState, UsersIcon } from '@meridian/shared/ui';

export interface ContactsContentProps {
  /** Undefined until the first page arrives. */
  contacts: readonly Contact[] | undefined;
  error: Error | undefined;
  /** A search or company filter is active. */
  filtered: boolean;
  onRetry: () => void;
  /** The list, shown once there are contacts. */
  children: ReactNode;
}

/** SPEC §2 states: 'Loading contacts...', the error view with Retry, the two empty views, the list. */
export function ContactsContent({ contacts, error, filtered, onRetry, children }: ContactsContentProps) {
  if (!contacts && error) {
    return <ErrorState title="Error loading contacts" description="There was a problem loading your contacts. Please try again." onRetry={onRetry} />;
  }
  if (!contacts) return <LoadingState label="Loading contacts..." />;
  if (contacts.length === 0) {
    return filtered ? (
      <EmptyState icon={<UsersIcon size={28} />} title="No contacts found" description="Try a different search or filter." />
    ) : (
      <EmptyState icon={<UsersIcon size={28} />} title="No contacts yet" description="Add your first contact or import a CSV file to get started." />
    );
  }
  return <>{children}</>;
}
