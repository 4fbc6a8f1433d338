import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { initSession, useSessionStore } from '@meridian/shared/auth';
import { LoadingState } from '@meridian/shared/ui';
import { SignInScreen } from './SignInScreen';

const StyledFullPage = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

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
      <StyledFullPage>
        <LoadingState label="Loading..." />
      </StyledFullPage>
    );
  }
  if (status === 'signedOut') return <SignInScreen />;
  return <>{children}</>;
}
