import { ApiError, errorText } from '@meridian/shared/api';
import { isValidEmail } from '@meridian/shared/model';
import { t } from '../../i18n';

export interface InviteErrors {
  email?: string;
  role?: string;
  /** A refusal that is no one field's (the sign-in service down, a lost connection). */
  form?: string;
}

const EMAIL_CODES = new Set(['already_member', 'email_invalid']);
const ROLE_CODES = new Set(['owner_role_forbidden']);

/** The address as typed is checked here first, so a slip never waits for the server. */
export function checkInvite(email: string): InviteErrors {
  if (!email.trim()) return { email: t('shell.invite.emailRequired') };
  return isValidEmail(email.trim()) ? {} : { email: t('shell.invite.emailInvalid') };
}

/** The API's refusal, shown at the field it is about (ErrorAnswer.field or its code), else above the form. */
export function inviteErrorsOf(error: unknown): InviteErrors {
  const text = errorText(error, t('shell.invite.failed'));
  if (!(error instanceof ApiError)) return { form: text };
  const field = (error.body as { field?: unknown } | undefined)?.field;
  if (EMAIL_CODES.has(error.code ?? '') || field === 'email') return { email: text };
  if (ROLE_CODES.has(error.code ?? '') || field === 'role') return { role: text };
  return { form: text };
}
