// Renders the companies routes the way the shell mounts them, inside the shell's providers.
import { Route, Routes, useLocation } from 'react-router-dom';
import { swrCache } from '@meridian/shared/data';
import { useConfirmStore, useToastStore } from '@meridian/shared/ui';
import { renderWithProviders } from '../../../shared/src/testing/renderWithProviders';
import CompaniesRoutes from '../exposes/routes';

/** Where the app navigated to outside the companies section. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderCompanies(route = '/companies') {
  return renderWithProviders(
    <Routes>
      <Route path="/companies/*" element={<CompaniesRoutes />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

/** Every test starts with an empty cache, no toasts and no open confirmation. */
export function resetAppState(): void {
  swrCache.clear();
  useToastStore.getState().clear();
  useConfirmStore.setState({ pending: null });
}

/** jsdom has no PointerEvent; the long press reads the pointer fields. */
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
