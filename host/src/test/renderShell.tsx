export { renderWithProviders as renderShell } from '@meridian/shared/testing';
