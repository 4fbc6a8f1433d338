import { useId, useState } from 'react';
import useSWR from 'swr';
import { companiesApi, contactsApi, keys } from '@meridian/shared/api';
import { contactDisplayName } from '@meridian/shared/format';
import { Button, Input, space, useDebouncedValue } from '@meridian/shared/ui';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import type { LinkValue } from '../utils/composerValues';

const StyledPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
`;

const StyledChosen = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
  min-height: 36px;
  padding: 0 ${space(1)} 0 ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
`;

const StyledResults = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  max-height: 180px;
  overflow-y: auto;
  button {
    width: 100%;
    justify-content: flex-start;
  }
`;

const StyledNone = styled.li`
  padding: ${space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Results shown per search. */
const RESULTS = 8;

function useMatches(kind: 'contact' | 'company', search: string): LinkValue[] | undefined {
  const contactQuery = { search, page: 1, limit: RESULTS };
  const companyQuery = { search, page: 1, limit: RESULTS };
  const key = !search ? null : kind === 'contact' ? keys.contacts(contactQuery) : keys.companies(companyQuery);
  const { data } = useSWR(key, async (): Promise<LinkValue[]> => {
    if (kind === 'contact') return (await contactsApi.list(contactQuery)).contacts.map((c) => ({ id: c.id, name: contactDisplayName(c) }));
    return (await companiesApi.list(companyQuery)).companies.map((c) => ({ id: c.id, name: c.name }));
  });
  return data;
}

export interface LinkPickerProps {
  kind: 'contact' | 'company';
  value: LinkValue | null;
  onChange: (value: LinkValue | null) => void;
}

/** An optional link to a contact or a company: search by name, pick one, or remove it. */
export function LinkPicker({ kind, value, onChange }: LinkPickerProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const matches = useMatches(kind, search);
  const label = t(kind === 'contact' ? 'activities.composer.contact' : 'activities.composer.company');
  if (value) {
    return (
      <StyledPicker>
        <StyledLabel as="span" id={id}>
          {label}
        </StyledLabel>
        <StyledChosen aria-labelledby={id} role="group">
          <span>{value.name || t(kind === 'contact' ? 'activities.composer.thisContact' : 'activities.composer.thisCompany')}</span>
          <Button size="sm" variant="ghost" onClick={() => onChange(null)} aria-label={t('activities.composer.unlink', { name: value.name })}>
            {t('activities.composer.remove')}
          </Button>
        </StyledChosen>
      </StyledPicker>
    );
  }
  return (
    <StyledPicker>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={t(kind === 'contact' ? 'activities.composer.searchContacts' : 'activities.composer.searchCompanies')}
        onChange={(event) => setText(event.target.value)}
      />
      {search && matches ? (
        <StyledResults aria-label={t('activities.composer.matches', { name: label })}>
          {matches.length === 0 ? <StyledNone>{t('activities.composer.noMatches')}</StyledNone> : null}
          {matches.map((match) => (
            <li key={match.id}>
              <Button size="sm" variant="ghost" onClick={() => onChange(match)}>
                {match.name}
              </Button>
            </li>
          ))}
        </StyledResults>
      ) : null}
    </StyledPicker>
  );
}
