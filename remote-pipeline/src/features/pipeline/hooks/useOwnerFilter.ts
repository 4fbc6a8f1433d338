import { useCallback } from 'react';
import { useSearchParams } from '@meridian/shared/routing';
import { useMembers } from '@meridian/shared/data';

/** What the owner filter shows: everyone, the signed-in user's deals, or one member's. */
export type OwnerChoice = 'everyone' | 'me' | string;

/**
 * The board's owner filter, kept in the URL (?owner=me or ?owner=<member id>) so a reload or a
 * shared link keeps it. `ownerId` is what the API is asked for: never the literal 'me', since the
 * API's answers are cached per organisation and URL.
 */
export function useOwnerFilter() {
  const [params, setParams] = useSearchParams();
  const { members, myId, nameOf } = useMembers();
  const choice: OwnerChoice = params.get('owner') || 'everyone';
  const ownerId = choice === 'everyone' ? null : choice === 'me' ? myId : choice;

  const choose = useCallback(
    (next: OwnerChoice) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'everyone') updated.delete('owner');
          else updated.set('owner', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { choice, ownerId, choose, members, myId, nameOf };
}
