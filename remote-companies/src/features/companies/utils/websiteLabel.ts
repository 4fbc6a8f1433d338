/** 'https://www.acme.com/' → 'www.acme.com': the link text, without the scheme and final slash. */
export function websiteLabel(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}
