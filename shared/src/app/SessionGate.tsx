import { useEffect, type ReactNode } from 'react';
import { initSession, useSessionStore } from '@meridian/shared/auth';
import { LoadingState } from '@meridian/shared/ui';
import { FullPageCenter } from './FullPageCenter';
import { SignInScreen } from './SignInScreen';

let started = false;

export interface SessionGateProps {
  children: ReactNode;
}

/** 'Loading...' while the session is checked, the sign-in screen when signed out. */
export function SessionGate({ children }: SessionGateProps) {
  const status = useSessionStore((s) => s.status);
  useEffect(() => {
    if (started) return;
    started = true;
    void initSession();
  }, []);
  if (status === 'loading') {
    return (
      <FullPageCenter>
        <LoadingState label="Loading..." />
      </FullPageCenter>
    );
  }
  if (status === 'signedOut') return <SignInScreen />;
  return <>{children}</>;
}
