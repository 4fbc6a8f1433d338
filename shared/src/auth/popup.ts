import { POPUP_BLOCKED_MESSAGE, POPUP_HEIGHT, POPUP_POLL_MS, POPUP_WIDTH } from './constants';
import { signInOrigin, signInUrl, type SessionPayload } from './signInService';

export class PopupBlockedError extends Error {
  constructor() {
    super(POPUP_BLOCKED_MESSAGE);
  }
}

/**
 * Opens the sign-in service's popup (420x620) and resolves with the session it posts back,
 * or null if the user closes it first (polled every second).
 */
export function openSignInPopup(win: Window = window): Promise<SessionPayload | null> {
  const returnUrl = win.location.origin + '/';
  const url = signInUrl(`/login?popup=1&return_url=${encodeURIComponent(returnUrl)}`);
  const left = Math.max(0, (win.screenX ?? 0) + ((win.outerWidth ?? POPUP_WIDTH) - POPUP_WIDTH) / 2);
  const top = Math.max(0, (win.screenY ?? 0) + ((win.outerHeight ?? POPUP_HEIGHT) - POPUP_HEIGHT) / 2);
  const features = `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
  const popup = win.open(url, 'meridian-sign-in', features);
  if (!popup) return Promise.reject(new PopupBlockedError());

  return new Promise((resolve) => {
    const origin = signInOrigin();
    const finish = (result: SessionPayload | null) => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(poll);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string } & Partial<SessionPayload>;
      if (event.origin !== origin || data?.type !== 'meridian:auth') return;
      if (data.user && data.tokens) finish({ user: data.user, tokens: data.tokens });
    };
    const poll = win.setInterval(() => {
      if (popup.closed) finish(null);
    }, POPUP_POLL_MS);
    win.addEventListener('message', onMessage);
  });
}
