import { createRoot } from 'react-dom/client';
import { connectSessionToCache } from '@meridian/shared/app';
import { embeddedRuntimeConfig, loadRuntimeConfig } from '@meridian/shared/config';
import { provideRemoteLoader } from '@meridian/shared/federation';
import { activate, initialLocale } from '@meridian/shared/i18n';
import { App } from './App';
import './i18n';
import { setupRemotes } from './features/federation/setupRemotes';
import { startFirstScreen } from './features/federation/startFirstScreen';

async function start() {
  // The shell's server puts the configuration in the page (host/first-screen.cjs); a page served
  // otherwise (e.g. by a plain static server) still finds it at /runtime-config.json.
  const config = embeddedRuntimeConfig() ?? (await loadRuntimeConfig());
  provideRemoteLoader(setupRemotes(config.remotes));
  connectSessionToCache();
  startFirstScreen();
  // The shell's and the shared kit's texts in the starting language (one small file each),
  // fetched while the first screen's module and data are already on their way.
  await activate(initialLocale());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root not found');
  createRoot(container).render(<App />);
}

/**
 * Shown when the shell cannot start at all: no catalogue has arrived yet (they load during the
 * start that failed), so this one sentence stays in English.
 */
const START_FAILURE = 'Oops! Something went wrong: Meridian could not load its configuration. Refresh the page to try again.';

start().catch((error: unknown) => {
  // Without its configuration the shell cannot even show its error screen's styles.
  console.error('[meridian] the shell failed to start', error);
  const root = document.getElementById('root');
  if (root) {
    root.textContent = START_FAILURE;
  }
});
