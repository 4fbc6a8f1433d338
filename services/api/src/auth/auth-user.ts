// Who made a request, as the verified access token says (plugins/auth.ts sets it).
import type { Role } from '@meridian/contract';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  orgSlug: string;
  /** The token's `role` claim; a token without a known one has the weakest role. */
  role: Role;
}
