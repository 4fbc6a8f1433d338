import styled from 'styled-components';
import { space } from '@meridian/shared/ui';

/** Row height of the body: fixed, so the virtualiser places a million rows without measuring. */
export const TABLE_ROW_HEIGHT = 44;
export const TABLE_HEADER_HEIGHT = 40;
/** The checkbox column. */
export const SELECT_COLUMN_WIDTH = 44;

export const StyledFrame = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledBar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  padding: ${space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Scrolls both ways: the header sticks to the top, the columns may be wider than the screen. */
export const StyledScroller = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
`;

export const StyledGrid = styled.div`
  position: relative;
  min-width: 100%;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledHeaderRow = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  height: ${TABLE_HEADER_HEIGHT}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

export const StyledRow = styled.div<{ $selected: boolean }>`
  position: absolute;
  left: 0;
  display: flex;
  min-width: 100%;
  height: ${TABLE_ROW_HEIGHT}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceHover : theme.colors.surface)};
  box-shadow: ${({ theme, $selected }) => ($selected ? `inset 3px 0 0 ${theme.colors.primary}` : 'none')};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const cell = `
  position: relative;
  display: flex;
  flex: none;
  align-items: center;
  min-width: 0;
  padding: 0 12px;
  overflow: hidden;
  white-space: nowrap;

  /* Drawn inside the cell: the scrolling box clips a ring drawn outside. */
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const StyledCell = styled.div<{ $end?: boolean; $editing?: boolean }>`
  ${cell}
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
  overflow: ${({ $editing }) => ($editing ? 'visible' : 'hidden')};
  z-index: ${({ $editing }) => ($editing ? 1 : 'auto')};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const StyledHeaderCell = styled.div<{ $end?: boolean }>`
  ${cell}
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The header's right edge: drag it (or Alt+←/→ on the header) to change the width. */
export const StyledResizer = styled.div<{ $active: boolean }>`
  position: absolute;
  top: 0;
  right: 0;
  width: 8px;
  height: 100%;
  cursor: col-resize;
  touch-action: none;
  user-select: none;

  &::after {
    content: '';
    position: absolute;
    top: 20%;
    right: 3px;
    width: 2px;
    height: 60%;
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  }
  &:hover::after {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const StyledEditor = styled.div`
  position: relative;
  width: 100%;

  & > input,
  & > select {
    width: 100%;
    height: 32px;
    padding: 0 ${space(2)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  & > [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledEditorError = styled.div`
  position: absolute;
  top: calc(100% + 2px);
  left: 0;
  z-index: 3;
  max-width: 320px;
  padding: ${space(1)} ${space(2)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: normal;
  box-shadow: ${({ theme }) => theme.shadow.md};
`;
