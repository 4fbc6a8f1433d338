// Test-only (`@meridian/shared/testing`).

/** jsdom has no PointerEvent; the long press and dnd-kit read its pointer fields and coordinates. */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent !== 'undefined') return;
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}
