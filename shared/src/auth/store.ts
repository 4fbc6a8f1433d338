import { create } from 'zustand';
import type { Tokens, User } from '@meridian/shared/model';

export type SessionStatus = 'loading' | 'authenticated' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  tokens: Tokens | null;
  /** True while the sign-in popup is open. */
  signingIn: boolean;
  error: string | null;
}

export const initialSessionState: SessionState = {
  status: 'loading',
  user: null,
  tokens: null,
  signingIn: false,
  error: null,
};

/** The one session store: every remote reads it through the shared singleton. */
export const useSessionStore = create<SessionState>()(() => ({ ...initialSessionState }));
