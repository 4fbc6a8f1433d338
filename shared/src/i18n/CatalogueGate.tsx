import type { ReactNode } from 'react';
import { useI18n } from './localeStore';

interface CatalogueGateProps {
  catalogue: { ready: () => boolean };
  /** Shown for the moment the catalogue's file is on its way (a skeleton of the screen). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Renders a package's screens once its catalogue has arrived in the current language. */
export function CatalogueGate({ catalogue, fallback, children }: CatalogueGateProps) {
  useI18n();
  return <>{catalogue.ready() ? children : fallback}</>;
}
