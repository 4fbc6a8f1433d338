// Test-only (`@meridian/shared/testing`): the app-wide state a front-end test starts without.
import { swrCache } from '@meridian/shared/data';
import { useConfirmStore, useToastStore } from '@meridian/shared/ui';

/** An empty SWR cache, no toasts and no open confirmation. */
export function resetAppState(): void {
  swrCache.clear();
  useToastStore.getState().clear();
  useConfirmStore.setState({ pending: null });
}
