import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@meridian/shared/routing';
import { loadRuntimeConfig } from '@meridian/shared/config';
import { activate, initialLocale } from '@meridian/shared/i18n';
import { AppProviders } from './AppProviders';
import { connectSessionToCache } from './connectSessionToCache';
import { SessionGate } from './SessionGate';

/**
 * `pnpm --filter remote-x dev`: the remote alone, with the same providers and session the shell
 * gives it, so a team can work on its screens without running the shell.
 */
export async function mountStandalone(element: ReactNode, rootId = 'root'): Promise<void> {
  await loadRuntimeConfig();
  connectSessionToCache();
  // The shared kit's and the remote's texts in the starting language before the first frame, as the shell does.
  await activate(initialLocale());
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`#${rootId} not found`);
  createRoot(container).render(
    <AppProviders>
      <BrowserRouter>
        <SessionGate>{element}</SessionGate>
      </BrowserRouter>
    </AppProviders>,
  );
}
