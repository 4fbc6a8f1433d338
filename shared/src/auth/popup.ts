import { currentLocale } from '@meridian/shared/i18n';
import { POPUP_BLOCKED_MESSAGE, POPUP_HEIGHT, POPUP_POLL_MS, POPUP_WIDTH } from './constants';
import { signInOrigin, signInUrl, type SessionPayload } from './signInService';
import { useThemeStore } from '../ui/theme/useThemeStore';

export class PopupBlockedError extends Error {
  constructor() {
    super(POPUP_BLOCKED_MESSAGE);
  }
}

/** The sign-in service did not answer at all: its popup would only show the browser's error page. */
export class SignInUnreachableError extends Error {}

/**
 * Any answer counts; only a network failure means it is down. A CORS request: the service allows
 * the shell's origin (it must, to sign in at all), and its Cross-Origin-Resource-Policy would
 * turn a no-cors answer into a network error.
 */
async function signInServiceAnswers(): Promise<boolean> {
  if (typeof fetch !== 'function') return true;
  try {
    await fetch(signInUrl('/healthz'), { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the sign-in service's popup (420x620) and resolves with the session it posts back,
 * or null if the user closes it first (polled every second). If the service cannot be reached,
 * the popup is closed again and the promise rejects with SignInUnreachableError.
 */
export function openSignInPopup(win: Window = window): Promise<SessionPayload | null> {
  const returnUrl = win.location.origin + '/';
  // The sign-in page takes the app's chosen theme (it follows the OS preference without it) and
  // its language: the browser's until the member chooses one, then the last one chosen.
  const theme = useThemeStore.getState().mode;
  const url = signInUrl(`/login?popup=1&return_url=${encodeURIComponent(returnUrl)}&lang=${currentLocale()}&theme=${theme}`);
  const left = Math.max(0, (win.screenX ?? 0) + ((win.outerWidth ?? POPUP_WIDTH) - POPUP_WIDTH) / 2);
  const top = Math.max(0, (win.screenY ?? 0) + ((win.outerHeight ?? POPUP_HEIGHT) - POPUP_HEIGHT) / 2);
  const features = `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
  const popup = win.open(url, 'meridian-sign-in', features);
  if (!popup) return Promise.reject(new PopupBlockedError());

  return new Promise((resolve, reject) => {
    const origin = signInOrigin();
    let finished = false;
    const stop = () => {
      finished = true;
      win.removeEventListener('message', onMessage);
      win.clearInterval(poll);
    };
    const finish = (result: SessionPayload | null) => {
      stop();
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
    void signInServiceAnswers().then((answers) => {
      if (answers || finished) return;
      stop();
      popup.close();
      reject(new SignInUnreachableError());
    });
  });
}
