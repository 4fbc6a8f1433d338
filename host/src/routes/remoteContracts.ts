// Compile-time only: every remote's `./routes`, which the shell mounts with no props, checked
// against the remote's own source (TS paths of tsconfig.base.json; no network, no build).
// A remote whose routes start requiring props fails the shell's typecheck, not a user's page.
import type { ComponentType } from 'react';
import type CompaniesRoutes from 'companies/routes';
import type ContactsRoutes from 'contacts/routes';
import type ImportRoutes from 'importer/routes';
import type PipelineRoutes from 'pipeline/routes';

type MountableWithoutProps<T> = T extends ComponentType<object> ? true : false;

export type RemoteRoutesContract = [
  MountableWithoutProps<typeof ContactsRoutes>,
  MountableWithoutProps<typeof CompaniesRoutes>,
  MountableWithoutProps<typeof PipelineRoutes>,
  MountableWithoutProps<typeof ImportRoutes>,
] extends true[]
  ? true
  : never;

/** Fails to compile when the contract above is broken. */
export const REMOTE_ROUTES_CONTRACT: RemoteRoutesContract = true;
