import { escapeHtml } from './escape';
import { renderPage, SERVICE_NAME, type PageTheme } from './layout';

export const LOGIN_TITLE = `Sign in - ${SERVICE_NAME}`;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const NOT_ALLOWED = 'This application is not allowed to sign in here.';

export interface LoginPageProps {
  nonce: string;
  returnUrl: string;
  returnOrigin: string;
  popup: boolean;
  email?: string;
  error?: string;
  theme?: PageTheme;
}

export function loginPage(props: LoginPageProps): string {
  const { nonce, returnUrl, returnOrigin, popup, email = '', error, theme } = props;
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const errorBlock = error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>` : '';
  // Focus goes where the visitor has to type next.
  const emailFocus = email ? '' : ' autofocus';
  const passwordFocus = email ? ' autofocus' : '';
  const body = `<h1>Sign in</h1>
<p class="lead">to continue to ${escapeHtml(new URL(returnOrigin).host)}</p>
${errorBlock}
<form method="post" action="/login">
<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">
<input type="hidden" name="popup" value="${popup ? '1' : '0'}">${theme ? `\n<input type="hidden" name="theme" value="${theme}">` : ''}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254"
  value="${escapeHtml(email)}"${invalid}${emailFocus}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required
  maxlength="1024"${invalid}${passwordFocus}>
<button type="submit">Sign in</button>
</form>`;
  return renderPage({ title: LOGIN_TITLE, nonce, body, theme });
}

// A sign-in page without a form: the request cannot go further.
export function messagePage(nonce: string, message: string, theme?: PageTheme): string {
  const body = `<h1>Sign in</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>`;
  return renderPage({ title: LOGIN_TITLE, nonce, body, theme });
}

export function notAllowedPage(nonce: string, theme?: PageTheme): string {
  return messagePage(nonce, NOT_ALLOWED, theme);
}
