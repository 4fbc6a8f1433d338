import { BrowserRouter } from '@meridian/shared/routing';
import { AppProviders, SessionGate } from '@meridian/shared/app';
import { TopLevelErrorBoundary } from './features/errors/TopLevelErrorBoundary';
import { AppShell } from './features/shell/AppShell';
import { AppRoutes } from './routes/AppRoutes';

export function App() {
  return (
    <AppProviders>
      <TopLevelErrorBoundary>
        <BrowserRouter>
          <SessionGate>
            <AppShell>
              <AppRoutes />
            </AppShell>
          </SessionGate>
        </BrowserRouter>
      </TopLevelErrorBoundary>
    </AppProviders>
  );
}
