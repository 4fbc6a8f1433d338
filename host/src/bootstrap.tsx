import { createRoot } from 'react-dom/client';
import { connectSessionToCache } from '@meridian/shared/app';
import { loadRuntimeConfig } from '@meridian/shared/config';
import { provideRemoteLoader } from '@meridian/shared/federation';
import { App } from './App';
import { setupRemotes } from './features/federation/setupRemotes';

async function start() {
  const config = await loadRuntimeConfig();
  provideRemoteLoader(setupRemotes(config.remotes));
  connectSessionToCache();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root not found');
  createRoot(container).render(<App />);
}

start().catch((error: unknown) => {
  // Without its configuration the shell cannot even show its error screen's styles.
  console.error('[meridian] the shell failed to start', error);
  const root = document.getElementById('root');
  if (root) {
    root.textContent = 'Oops! Something went wrong: Meridian could not load its configuration. Refresh the page to try again.';
  }
});
