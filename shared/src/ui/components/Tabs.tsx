import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { formatCount } from '../../format/formatCount';
import { space } from '../theme/tokens';

export interface TabItem {
  id: string;
  label: string;
  count?: number;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** Links each tab to a TabPanel with the same prefix (aria-controls / aria-labelledby). */
  idPrefix?: string;
  'aria-label'?: string;
  className?: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

const StyledTabList = styled.div`
  display: flex;
  gap: ${space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const StyledTab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  margin-bottom: -1px;
  padding: ${space(2)} ${space(3)};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.link};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledCount = styled.span`
  padding: 0 ${space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
`;

/** A tablist with roving focus: arrows, Home and End move and select (automatic activation). */
export function Tabs({ tabs, value, onChange, idPrefix, className, ...aria }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((t) => t.id === value);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined || tabs.length === 0) return;
    event.preventDefault();
    onChange(tabs[next].id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  // Keep the list reachable by Tab even when `value` matches no tab.
  const focusableId = tabs.some((t) => t.id === value) ? value : tabs[0]?.id;

  return (
    <StyledTabList role="tablist" ref={listRef} onKeyDown={onKeyDown} className={className} {...aria}>
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <StyledTab
            key={tab.id}
            type="button"
            role="tab"
            id={idPrefix ? tabId(idPrefix, tab.id) : undefined}
            aria-controls={idPrefix ? tabPanelId(idPrefix, tab.id) : undefined}
            aria-selected={selected}
            tabIndex={tab.id === focusableId ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
            {tab.count !== undefined ? <StyledCount>{formatCount(tab.count)}</StyledCount> : null}
          </StyledTab>
        );
      })}
    </StyledTabList>
  );
}
