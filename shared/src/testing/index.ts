// `@meridian/shared/testing`: the helpers the front ends' tests share. Imported by tests only, so
// no production bundle reaches it (knip checks that nothing else does).
export * from './fixtures';
export * from './installPointerEvent';
export * from './LocationProbe';
export * from './mockApi';
export * from './renderWithProviders';
export * from './resetAppState';
export * from '../ui/testing/mediaStyles';
export * from '../ui/testing/mockMatchMedia';
export * from '../ui/testing/renderWithTheme';
