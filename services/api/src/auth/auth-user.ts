// Who made a request, as the verified access token says (plugins/auth.ts sets it).
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  orgSlug: string;
}
