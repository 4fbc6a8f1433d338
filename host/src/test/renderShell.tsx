export { renderWithProviders as renderShell } from '../../../shared/src/testing/renderWithProviders';
