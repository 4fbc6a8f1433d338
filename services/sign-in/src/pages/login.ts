import type { PageLanguage } from '../i18n';
import { escapeHtml } from './escape';
import { renderPage, SERVICE_NAME, type PageTheme } from './layout';

export interface LoginPageProps {
  nonce: string;
  returnUrl: string;
  returnOrigin: string;
  popup: boolean;
  email?: string;
  /** Already in the page's language. */
  error?: string;
  theme?: PageTheme;
  language: PageLanguage;
}

export function loginPage(props: LoginPageProps): string {
  const { nonce, returnUrl, returnOrigin, popup, email = '', error, theme, language } = props;
  const { t, locale } = language;
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const errorBlock = error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>` : '';
  // Focus goes where the visitor has to type next.
  const emailFocus = email ? '' : ' autofocus';
  const passwordFocus = email ? ' autofocus' : '';
  // The language goes back with the form, so its answer (an error, the signed-in page) speaks it too.
  const body = `<h1>${escapeHtml(t('signin.login.heading'))}</h1>
<p class="lead">${escapeHtml(t('signin.login.lead', { host: new URL(returnOrigin).host }))}</p>
${errorBlock}
<form method="post" action="/login">
<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">
<input type="hidden" name="popup" value="${popup ? '1' : '0'}">${theme ? `\n<input type="hidden" name="theme" value="${theme}">` : ''}
<input type="hidden" name="lang" value="${locale}">
<label for="email">${escapeHtml(t('signin.login.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254"
  value="${escapeHtml(email)}"${invalid}${emailFocus}>
<label for="password">${escapeHtml(t('signin.login.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required
  maxlength="1024"${invalid}${passwordFocus}>
<button type="submit">${escapeHtml(t('signin.login.submit'))}</button>
</form>`;
  return renderPage({ title: t('signin.login.title', { service: SERVICE_NAME }), nonce, body, theme, locale });
}

// A sign-in page without a form: the request cannot go further. `message` is in the page's language.
export function messagePage(nonce: string, message: string, language: PageLanguage, theme?: PageTheme): string {
  const { t, locale } = language;
  const body = `<h1>${escapeHtml(t('signin.login.heading'))}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>`;
  return renderPage({ title: t('signin.login.title', { service: SERVICE_NAME }), nonce, body, theme, locale });
}

export function notAllowedPage(nonce: string, language: PageLanguage, theme?: PageTheme): string {
  return messagePage(nonce, language.t('signin.error.notAllowed'), language, theme);
}
