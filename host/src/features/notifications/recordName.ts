import { companiesApi, contactsApi } from '@meridian/shared/api';
import { contactDisplayName } from '@meridian/shared/format';
import type { Notification } from '@meridian/shared/model';

/** The name of the record a notification links (its contact, else its company); null when none or unreadable. */
export async function recordName(notification: Pick<Notification, 'contact_id' | 'company_id'>): Promise<string | null> {
  try {
    if (notification.contact_id) return contactDisplayName(await contactsApi.get(notification.contact_id));
    if (notification.company_id) return (await companiesApi.get(notification.company_id)).company.name;
  } catch {
    // The reminder still says what is due without it.
  }
  return null;
}
