import type { PageLanguage } from '../i18n';
import { escapeHtml, scriptJson } from './escape';
import { renderPage, SERVICE_NAME, type PageTheme } from './layout';

export interface SignedInPageProps {
  nonce: string;
  message: unknown;
  targetOrigin: string;
  returnUrl: string;
  theme?: PageTheme;
  language: PageLanguage;
}

// Hands the result to the window that opened the popup, restricted to its origin, then closes.
// Without an opener (popup blocked into a tab, or opener lost) it just goes back to the app,
// where the session cookie lets check-auth finish the job.
export function signedInPage({ nonce, message, targetOrigin, returnUrl, theme, language }: SignedInPageProps) {
  const { t, locale } = language;
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
  const body = `<h1>${escapeHtml(t('signin.signedIn.heading'))}</h1>
<p class="lead">${escapeHtml(t('signin.signedIn.lead'))}</p>
<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(t('signin.signedIn.continue'))}</a></p>`;
  return renderPage({ title: t('signin.signedIn.title', { service: SERVICE_NAME }), nonce, body, script, theme, locale });
}
