import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '@meridian/shared/data';
import { ConfirmHost, GlobalStyle, MeridianThemeProvider, Toaster } from '@meridian/shared/ui';

export interface AppProvidersProps {
  children: ReactNode;
}

/** Theme, global styles, data cache, toasts and the confirm dialog: rendered once, by the shell. */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <MeridianThemeProvider>
      <GlobalStyle />
      <SWRConfig value={swrConfig}>
        {children}
        <Toaster />
        <ConfirmHost />
      </SWRConfig>
    </MeridianThemeProvider>
  );
}
