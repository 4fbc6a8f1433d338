import type { ColumnType } from 'kysely';

// Row shapes of the sign-in database. Timestamps are ISO 8601 UTC strings everywhere, so they
// sort and compare the same way as text on SQLite and PostgreSQL.
export interface OrganisationsTable {
  slug: string;
  name: string;
  created_at: string;
}

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
}

export interface MembershipsTable {
  user_id: string;
  org_slug: string;
  /** One of the contract's ROLES; read through asRole. */
  role: ColumnType<string, string | undefined, string>;
  created_at: string;
}

export interface InvitationsTable {
  id: string;
  org_slug: string;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string | null;
  invited_by_name: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  user_id: string;
  // The browser session that minted the family (null when none); logout revokes them together.
  session_id_hash: string | null;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

export interface SigningKeysTable {
  kid: string;
  public_jwk: string;
  private_jwk: string;
  created_at: string;
}

export interface Database {
  organisations: OrganisationsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  signing_keys: SigningKeysTable;
}
