import styled from 'styled-components';
import { formatCount } from '@meridian/shared/format';
import { space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface ContactsFooterProps {
  shown: number;
  total: number;
}

const StyledFooter = styled.p`
  margin: 0;
  padding: ${space(3)} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** 'Showing X of N contacts': the loaded cards against the server's total, with thousands separators. */
export function ContactsFooter({ shown, total }: ContactsFooterProps) {
  const t = useT();
  return <StyledFooter aria-live="polite">{t('contacts.list.footer', { shown: formatCount(shown), total: formatCount(total) })}</StyledFooter>;
}
