/** An activity's record in the web app: its contact, else its company, else "My work". */
export function recordLink(appUrl: string, links: { contactId: string | null; companyId: string | null }): string {
  if (links.contactId) return `${appUrl}/contacts/${encodeURIComponent(links.contactId)}`;
  if (links.companyId) return `${appUrl}/companies/${encodeURIComponent(links.companyId)}`;
  return `${appUrl}/my-work`;
}
