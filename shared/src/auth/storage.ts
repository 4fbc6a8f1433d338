import type { Tokens, User } from '@meridian/shared/model';
import { TOKENS_STORAGE_KEY, USER_STORAGE_KEY } from './constants';

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null; // unreadable storage is the same as no stored session
  }
}

export function readStoredSession(): { user: User | null; tokens: Tokens | null } {
  return { user: read<User>(USER_STORAGE_KEY), tokens: read<Tokens>(TOKENS_STORAGE_KEY) };
}

export function writeStoredSession(user: User, tokens: Tokens): void {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens));
}

export function clearStoredSession(): void {
  localStorage.removeItem(USER_STORAGE_KEY);
  localStorage.removeItem(TOKENS_STORAGE_KEY);
}
