import useSWR from 'swr';
import type { Member } from '@meridian/contract';
import { keys, organisationApi } from '@meridian/shared/api';
import { useSessionStore } from '@meridian/shared/auth';

/**
 * The organisation's members (who can own contacts and deals), by name, and the signed-in user's
 * id for "My contacts" / "My deals". `nameOf` answers null for an id not (or no longer) listed.
 */
export function useMembers() {
  const { data, error } = useSWR(keys.members(), () => organisationApi.members());
  const myId = useSessionStore((state) => state.user?.id ?? null);
  const members: Member[] = data?.members ?? [];
  const nameOf = (id: string | null | undefined) => (id ? (members.find((m) => m.id === id)?.name ?? null) : null);
  return { members, myId, nameOf, isLoading: !data && !error, error: error as Error | undefined };
}
