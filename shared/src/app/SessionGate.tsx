import { useEffect, type ReactNode } from 'react';
import { initSession, useSessionStore } from '@meridian/shared/auth';
import { LoadingState } from '@meridian/shared/ui';
import { StyledFullPageCenter } from './StyledFullPageCenter';
import { SignInScreen } from './SignInScreen';

let started = false;

/**
 * Checks the session once per page, whoever asks first: the shell's start-up (so the first
 * screen's data can start as soon as a token is known) or the gate.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  void initSession();
}

export interface SessionGateProps {
  children: ReactNode;
}

/** 'Loading...' while the session is checked, the sign-in screen when signed out. */
export function SessionGate({ children }: SessionGateProps) {
  const status = useSessionStore((s) => s.status);
  useEffect(() => startSession(), []);
  if (status === 'loading') {
    return (
      <StyledFullPageCenter>
        <LoadingState />
      </StyledFullPageCenter>
    );
  }
  if (status === 'signedOut') return <SignInScreen />;
  return <>{children}</>;
}
