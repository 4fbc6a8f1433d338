export { AppProviders } from './AppProviders';
export type { AppProvidersProps } from './AppProviders';
export { SessionGate } from './SessionGate';
export { SignInScreen } from './SignInScreen';
export { mountStandalone } from './StandaloneHarness';
export { RemoteRoot } from './RemoteRoot';
export { usePageTitle, PRODUCT_NAME } from './usePageTitle';
export { connectSessionToCache } from './connectSessionToCache';
export { FullPageCenter } from './FullPageCenter';
