import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import styled from 'styled-components';
import type { Contact } from '@meridian/shared/model';
import { space, useRovingFocus, type ViewMode } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useElementWidth } from '../../common/hooks/useElementWidth';
import type { ContactPressOptions } from './ContactCard';
import { GRID_GAP, GRID_ROW_HEIGHT, LIST_ROW_HEIGHT, OVERSCAN_ROWS, gridColumns, toRows } from '../utils/contactLayout';
import { ContactCard } from './ContactCard';
import { ContactRow } from './ContactRow';

export interface VirtualContactsProps extends Omit<ContactPressOptions, 'contact'> {
  contacts: readonly Contact[];
  view: ViewMode;
  isSelected: (id: string) => boolean;
  /** Called when the last rows come near: load the next page. */
  onEndReached?: () => void;
  /** Below the last row, inside the scrolling area ('Loading more contacts...'). */
  after?: ReactNode;
}

const StyledScroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const StyledCanvas = styled.div`
  position: relative;
  width: 100%;
`;

const StyledRow = styled.div<{ $columns: number; $grid: boolean }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ $grid }) => ($grid ? `${GRID_GAP}px` : 0)};
  padding-bottom: ${({ $grid }) => ($grid ? `${GRID_GAP}px` : 0)};
`;

const StyledAfter = styled.div`
  padding: ${space(2)} 0;
`;

/**
 * The loaded contacts as a virtualised grid (rows of as many cards as fit the width) or list:
 * only the rows near the viewport are in the DOM, so 10,000 loaded contacts scroll smoothly.
 */
export function VirtualContacts({ contacts, view, isSelected, onEndReached, after, ...press }: VirtualContactsProps) {
  const t = useT();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollerRef);
  const grid = view === 'grid';
  const columns = grid ? gridColumns(width) : 1;
  const rows = useMemo(() => toRows(contacts, columns), [contacts, columns]);
  const rowHeight = grid ? GRID_ROW_HEIGHT : LIST_ROW_HEIGHT;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  const items = virtualizer.getVirtualItems();
  // The next page is asked for when less than a screen of rows is left below the rows in view
  // (not the overscanned ones: those asked for page 2 at once on a desktop). A first
  // page that does not fill the screen has its last row in view, so it still loads the next.
  const lastVisible = virtualizer.range?.endIndex ?? -1;
  const viewport = virtualizer.scrollRect?.height ?? 0;
  const rowsBelow = rows.length - 1 - lastVisible;
  const nearEnd = lastVisible >= 0 && rowsBelow * rowHeight <= viewport;
  useEffect(() => {
    if (onEndReached && nearEnd) onEndReached();
  }, [nearEnd, rows.length, onEndReached]);

  // One Tab stop for the whole list; the arrow keys move between cards (a row of a grid with Up/Down).
  const roving = useRovingFocus({ count: contacts.length, columns, onMove: (index) => virtualizer.scrollToIndex(Math.floor(index / columns)) });
  // The Tab stop must be in the DOM: when its card scrolled away, the first card drawn takes its place.
  const drawnFirst = (items[0]?.index ?? 0) * columns;
  const drawnLast = ((items[items.length - 1]?.index ?? 0) + 1) * columns - 1;
  const tabStop = roving.activeIndex >= drawnFirst && roving.activeIndex <= drawnLast ? roving.activeIndex : drawnFirst;

  const Item = grid ? ContactCard : ContactRow;
  return (
    <StyledScroller ref={scrollerRef} data-testid="contacts-scroller">
      {/* A list of contacts (the cards were announced as "article"). */}
      <StyledCanvas role="list" aria-label={t('contacts.list.label')} style={{ height: virtualizer.getTotalSize() }} {...roving.containerProps}>
        {items.map((item) => (
          <StyledRow key={item.key} role="none" $columns={columns} $grid={grid} style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}>
            {rows[item.index].map((contact, column) => (
              <Item
                key={contact.id}
                tabIndex={item.index * columns + column === tabStop ? 0 : -1}
                data-roving-index={item.index * columns + column}
                contact={contact}
                selected={isSelected(contact.id)}
                position={item.index * columns + column + 1}
                count={contacts.length}
                {...press}
              />
            ))}
          </StyledRow>
        ))}
      </StyledCanvas>
      {after ? <StyledAfter>{after}</StyledAfter> : null}
    </StyledScroller>
  );
}
