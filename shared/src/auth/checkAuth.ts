import { SESSION_CHECK_TIMEOUT_MS } from './constants';
import { signInOrigin, signInUrl, type SessionPayload } from './signInService';

/**
 * Asks the sign-in service, in a hidden frame, whether this browser already has a session there.
 * Resolves null on "none", on a time-out (5 s) or if the frame cannot load.
 */
export function checkExistingSession(doc: Document = document, timeoutMs = SESSION_CHECK_TIMEOUT_MS): Promise<SessionPayload | null> {
  const win = doc.defaultView ?? window;
  const frame = doc.createElement('iframe');
  frame.hidden = true;
  // Hidden from everyone, and made before any catalogue has arrived: the product's name serves as its title.
  frame.title = 'Meridian';
  frame.setAttribute('aria-hidden', 'true');
  frame.src = signInUrl(`/sso/check-auth?origin=${encodeURIComponent(win.location.origin)}`);

  return new Promise((resolve) => {
    const origin = signInOrigin();
    const finish = (result: SessionPayload | null) => {
      win.removeEventListener('message', onMessage);
      win.clearTimeout(timer);
      frame.remove();
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; status?: string } & Partial<SessionPayload>;
      if (event.origin !== origin || data?.type !== 'meridian:check-auth') return;
      finish(data.status === 'authenticated' && data.user && data.tokens ? { user: data.user, tokens: data.tokens } : null);
    };
    const timer = win.setTimeout(() => finish(null), timeoutMs);
    win.addEventListener('message', onMessage);
    doc.body.appendChild(frame);
  });
}
