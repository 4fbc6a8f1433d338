// `@meridian/shared/testing`: the helpers the front ends' tests share. Only tests import it (ESLint's
// no-restricted-imports refuses it elsewhere), so no production bundle or shared scope reaches it.
export * from './fixtures';
export * from './installPointerEvent';
export * from './LocationProbe';
export * from './mockApi';
export * from './renderWithProviders';
export * from './resetAppState';
export * from './mediaStyles';
export * from './mockMatchMedia';
export * from './renderWithTheme';
export * from './signInAs';
