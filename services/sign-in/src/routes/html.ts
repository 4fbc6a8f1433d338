import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface PagePolicy {
  nonce: string;
  // Who may embed the page: none for the login pages, the allowed apps for check-auth.
  frameAncestors: string[];
  // Where forms may post (and, in Chrome, where a form post may redirect to).
  formAction?: string[];
  // The login popup must keep `window.opener`; a Cross-Origin-Opener-Policy would cut it.
  keepOpener?: boolean;
}

function contentSecurityPolicy(policy: PagePolicy): string {
  const ancestors = policy.frameAncestors.length ? policy.frameAncestors.join(' ') : "'none'";
  const formAction = policy.formAction?.length ? policy.formAction.join(' ') : "'none'";
  return [
    "default-src 'none'",
    `script-src 'nonce-${policy.nonce}'`,
    `style-src 'nonce-${policy.nonce}'`,
    `form-action ${formAction}`,
    `frame-ancestors ${ancestors}`,
    "base-uri 'none'",
  ].join('; ');
}

// Sends an HTML page that must never be cached (it may carry tokens) with its own CSP.
// Helmet wrote its defaults straight onto the raw response, so those are removed here.
export function sendPage(reply: FastifyReply, status: number, html: string, policy: PagePolicy) {
  const raw = reply.raw;
  raw.removeHeader('content-security-policy');
  raw.removeHeader('x-frame-options');
  if (policy.keepOpener) raw.removeHeader('cross-origin-opener-policy');
  if (policy.frameAncestors.length === 0) reply.header('x-frame-options', 'DENY');
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy(policy))
    .send(html);
}
