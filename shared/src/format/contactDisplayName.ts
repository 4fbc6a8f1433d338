import { t } from '@meridian/shared/i18n';

export interface ContactNameParts {
  first?: string | null;
  last?: string | null;
}

/** First and last name joined, or 'Unnamed Contact' when both are blank. */
export function contactDisplayName({ first, last }: ContactNameParts): string {
  const name = [first?.trim(), last?.trim()].filter(Boolean).join(' ');
  return name || t('common.unnamedContact');
}
