import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { CloseIcon } from '../icons/CloseIcon';
import { SearchIcon } from '../icons/SearchIcon';
import { space } from '../theme/tokens';
import { controlStyles } from './controlStyles';
import { IconButton } from './IconButton';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Defaults to the placeholder, else 'Search'. */
  'aria-label'?: string;
  autoFocus?: boolean;
  className?: string;
}

const StyledSearch = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  max-width: 420px;

  & > svg {
    position: absolute;
    left: ${space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  & > button {
    position: absolute;
    right: ${space(1)};
  }
`;

const StyledSearchField = styled.input`
  ${controlStyles}
  padding-left: ${space(8)};
  padding-right: ${space(8)};

  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

export function SearchInput({ value, onChange, placeholder, autoFocus, className, ...aria }: SearchInputProps) {
  const t = useCommonT();
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Escape clears first; only an empty box lets Escape reach a surrounding panel.
    if (event.key === 'Escape' && value) {
      event.stopPropagation();
      clear();
    }
  };

  return (
    <StyledSearch className={className}>
      <SearchIcon />
      <StyledSearchField
        ref={inputRef}
        type="search"
        value={value}
        placeholder={placeholder}
        aria-label={aria['aria-label'] ?? placeholder ?? t('common.search.label')}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller asks (a search the user just opened)
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {value ? (
        <IconButton aria-label={t('common.search.clear')} size="sm" onClick={clear}>
          <CloseIcon size={14} />
        </IconButton>
      ) : null}
    </StyledSearch>
  );
}
