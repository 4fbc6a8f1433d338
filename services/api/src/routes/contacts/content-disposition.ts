/**
 * `attachment` with the name twice (RFC 6266): `filename` is an ASCII stand-in for old clients
 * (quotes, backslashes, % and non-ASCII replaced, so it cannot break out of the quoted string),
 * `filename*` the exact name in UTF-8 (RFC 8187), which every current browser prefers.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 8187 allows none of them.
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
