export type ContactTab = 'overview' | 'notes' | 'files' | 'activity';

export const CONTACT_TABS: readonly ContactTab[] = ['overview', 'notes', 'files', 'activity'];

export function isContactTab(value: string | null): value is ContactTab {
  return CONTACT_TABS.includes(value as ContactTab);
}

/** /contacts/{id}, optionally on a tab (`?tab=notes`) so the quick view can deep-link. */
export function contactPath(id: string, tab?: ContactTab): string {
  const path = `/contacts/${encodeURIComponent(id)}`;
  return tab && tab !== 'overview' ? `${path}?tab=${tab}` : path;
}

/** The duplicate finder's page: /contacts/duplicates, which no contact's id can be (ids are UUIDs). */
export const DUPLICATES_PATH = '/contacts/duplicates';

/** Whether `pathname` is the duplicate finder's page. */
export function isDuplicatesPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === DUPLICATES_PATH;
}

/** Whether `pathname` is a contact's detail page (/contacts/{id}), as the contacts routes match it. */
export function isContactDetailPath(pathname: string): boolean {
  return /^\/contacts\/[^/]+\/?$/.test(pathname) && !isDuplicatesPath(pathname);
}
