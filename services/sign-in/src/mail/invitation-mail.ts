import { INTL_LOCALES, type Locale } from '@meridian/contract';
import { translator, type MessageKey } from '../i18n';
import type { OutgoingMail } from './mailer';

export interface InvitationMailInput {
  to: string;
  inviter: string;
  organisation: string;
  role: string;
  link: string;
  expiresAt: string;
  locale: Locale;
}

/** A moment as the reader's language writes it, in UTC (the zone is named). */
export function formatExpiry(iso: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return format.format(new Date(iso));
}

/** The invitation email, in plain text, in the inviter's language. */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const t = translator(input.locale);
  const values = {
    inviter: input.inviter,
    organisation: input.organisation,
    role: t(`signin.role.${input.role}` as MessageKey),
    link: input.link,
    expires: formatExpiry(input.expiresAt, input.locale),
  };
  const text = [t('signin.mail.intro', values), t('signin.mail.accept', values), t('signin.invite.expires', values), t('signin.mail.ignore')].join('\n\n');
  return { to: input.to, subject: t('signin.mail.subject', values), text: `${text}\n` };
}
