// What this process knows of revoked tokens: for each (organisation, member) the epoch second
// before which their access tokens are refused (401 token_revoked). Filled from the members
// mirror at start, kept current by the sync (plugins/token-revocations.ts) and at once by this
// process's own changes. Only the newest cut-off of a member matters, so an older one read late
// never replaces it.
import type { TokenCutoff } from '../db/token-revocations';

const keyOf = (orgSlug: string, memberId: string) => `${orgSlug}\u0000${memberId}`;

export function tokenCutoffs() {
  const cutoffs = new Map<string, number>();
  return {
    note({ orgSlug, memberId, validAfter }: TokenCutoff): void {
      const key = keyOf(orgSlug, memberId);
      if ((cutoffs.get(key) ?? -Infinity) < validAfter) cutoffs.set(key, validAfter);
    },
    /** The member's cut-off, if any. */
    cutoff(orgSlug: string, memberId: string): number | undefined {
      return cutoffs.get(keyOf(orgSlug, memberId));
    },
    /**
     * Whether a token issued at `issuedAt` (epoch seconds, undefined when it names none) is
     * refused. The cut-off is the change's second rounded down, so a token issued in that same
     * second, even a moment before the change, still passes: the price of whole-second claims.
     */
    revoked(orgSlug: string, memberId: string, issuedAt: number | undefined): boolean {
      const after = cutoffs.get(keyOf(orgSlug, memberId));
      return after !== undefined && (issuedAt ?? -Infinity) < after;
    },
    get size() {
      return cutoffs.size;
    },
  };
}

export type TokenCutoffs = ReturnType<typeof tokenCutoffs>;
