// Test-only: jsdom lays nothing out, so give columns and cards rectangles dnd-kit can measure.
// Column i spans x = i*100 .. i*100+90; each card of a column sits at x+5 .. x+85, y 50 .. 90.
export const COLUMN_PITCH = 100;

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return { left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) } as DOMRect;
}

function columnIndex(el: Element | null): number {
  return el ? [...document.querySelectorAll('[data-stage-id]')].indexOf(el) : -1;
}

function rectOf(el: Element): DOMRect {
  if (el.matches('[data-stage-id]')) return rect(columnIndex(el) * COLUMN_PITCH, 0, 90, 600);
  const contactId =
    el.getAttribute('data-contact-id') ?? el.getAttribute('data-drag-preview') ?? el.querySelector('[data-drag-preview]')?.getAttribute('data-drag-preview');
  if (contactId) {
    const card = document.querySelector(`[data-contact-id="${contactId}"]`);
    const i = columnIndex(card?.closest('[data-stage-id]') ?? null);
    if (i >= 0) return rect(i * COLUMN_PITCH + 5, 50, 80, 40);
  }
  return rect(0, 0, 0, 0);
}

/** Installs the layout; returns the restore function for afterEach. */
export function mockBoardGeometry(): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    return rectOf(this);
  };
  const scrollIntoView = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = () => undefined;
  return () => {
    Element.prototype.getBoundingClientRect = original;
    Element.prototype.scrollIntoView = scrollIntoView;
  };
}

/** Every text dnd-kit's live region announces (it only keeps the latest one). */
export function recordAnnouncements(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
    if (text && texts[texts.length - 1] !== text) texts.push(text);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}
