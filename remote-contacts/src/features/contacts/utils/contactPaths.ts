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

/** Whether `pathname` is a contact's detail page (/contacts/{id}), as the contacts routes match it. */
export function isContactDetailPath(pathname: string): boolean {
  return /^\/contacts\/[^/]+\/?$/.test(pathname);
}
