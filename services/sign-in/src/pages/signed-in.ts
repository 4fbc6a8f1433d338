import { escapeHtml, scriptJson } from './escape';
import { renderPage, SERVICE_NAME, type PageTheme } from './layout';

export interface SignedInPageProps {
  nonce: string;
  message: unknown;
  targetOrigin: string;
  returnUrl: string;
  theme?: PageTheme;
}

// Hands the result to the window that opened the popup, restricted to its origin, then closes.
// Without an opener (popup blocked into a tab, or opener lost) it just goes back to the app,
// where the session cookie lets check-auth finish the job.
export function signedInPage({ nonce, message, targetOrigin, returnUrl, theme }: SignedInPageProps) {
  const script = `(function () {
  var message = ${scriptJson(message)};
  var targetOrigin = ${scriptJson(targetOrigin)};
  var returnUrl = ${scriptJson(returnUrl)};
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, targetOrigin);
    window.close();
  } else {
    window.location.replace(returnUrl);
  }
})();`;
  const body = `<h1>You're signed in</h1>
<p class="lead">You can close this window.</p>
<p><a href="${escapeHtml(returnUrl)}">Continue</a></p>`;
  return renderPage({ title: `Signed in - ${SERVICE_NAME}`, nonce, body, script, theme });
}
