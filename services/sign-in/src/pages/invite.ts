import { MIN_PASSWORD_LENGTH } from '../accounts';
import type { PageLanguage, MessageKey } from '../i18n';
import { formatExpiry } from '../mail/invitation-mail';
import type { InvitationRow } from '../repositories/invitations';
import { escapeHtml } from './escape';
import { renderPage, SERVICE_NAME } from './layout';

export interface InvitePageProps {
  nonce: string;
  language: PageLanguage;
  token: string;
  invitation: InvitationRow;
  organisation: string;
  /** A new account asks for a name and a password; an existing one for its password. */
  account: 'new' | 'existing';
  name?: string;
  /** Already in the page's language. */
  error?: string;
}

export function invitePage(props: InvitePageProps): string {
  const { nonce, language, token, invitation, organisation, account, name = '', error } = props;
  const { t, locale } = language;
  const role = t(`signin.role.${invitation.role}` as MessageKey);
  const invalid = error ? ' aria-invalid="true" aria-describedby="invite-error"' : '';
  const errorBlock = error ? `<p class="error" id="invite-error" role="alert">${escapeHtml(error)}</p>` : '';
  const fields =
    account === 'new'
      ? `<label for="name">${escapeHtml(t('signin.invite.name'))}</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="200" value="${escapeHtml(name)}"${name ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t('signin.invite.newPassword'))}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}"
  maxlength="1024" aria-describedby="password-hint"${invalid}${name ? ' autofocus' : ''}>
<p class="hint" id="password-hint">${escapeHtml(t('signin.invite.passwordHint', { min: MIN_PASSWORD_LENGTH }))}</p>`
      : `<label for="password">${escapeHtml(t('signin.login.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid} autofocus>`;
  const values = { organisation, inviter: invitation.invitedByName, role, expires: formatExpiry(invitation.expiresAt, locale) };
  // The email is the invitation's, shown and sent for password managers, never taken from the form.
  const body = `<h1>${escapeHtml(t('signin.invite.heading', values))}</h1>
<p class="lead">${escapeHtml(t('signin.invite.lead', values))}</p>${account === 'existing' ? `\n<p class="lead">${escapeHtml(t('signin.invite.existingLead'))}</p>` : ''}
${errorBlock}
<form method="post" action="/invite/${escapeHtml(token)}">
<input type="hidden" name="lang" value="${locale}">
<label for="email">${escapeHtml(t('signin.login.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" readonly value="${escapeHtml(invitation.email)}">
${fields}
<button type="submit">${escapeHtml(t(account === 'new' ? 'signin.invite.submitNew' : 'signin.invite.submitExisting'))}</button>
</form>
<p class="note">${escapeHtml(t('signin.invite.expires', values))}</p>`;
  return renderPage({ title: t('signin.invite.title', { organisation, service: SERVICE_NAME }), nonce, body, locale });
}

export interface InviteMessageProps {
  nonce: string;
  language: PageLanguage;
  /** Already in the page's language. */
  message: string;
  /** A link to the app, when going there is the way on. */
  appUrl?: string;
}

/** An invitation that cannot be used (unknown, expired, used, withdrawn, or not for this account). */
export function inviteMessagePage({ nonce, language, message, appUrl }: InviteMessageProps): string {
  const { t, locale } = language;
  const link = appUrl ? `\n<p><a href="${escapeHtml(appUrl)}">${escapeHtml(t('signin.invite.openApp'))}</a></p>` : '';
  const body = `<h1>${escapeHtml(t('signin.invite.unavailable'))}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>${link}`;
  return renderPage({ title: t('signin.invite.unavailableTitle', { service: SERVICE_NAME }), nonce, body, locale });
}
