// The eight processes of a running Meridian, with their ports and commands: built (`pnpm start`)
// or from source in watch mode (`pnpm dev`).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BASE_PORTS = {
  host: 3000,
  contacts: 3001,
  companies: 3002,
  pipeline: 3003,
  importer: 3004,
  activities: 3005,
  api: 4000,
  signIn: 4100,
};

/** MERIDIAN_PORT_OFFSET=100 runs a second Meridian beside the first (3100, 3101, ..., 4200). */
export function portsFor(env = process.env) {
  const offset = Number(env.MERIDIAN_PORT_OFFSET || 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 60000) throw new Error(`Invalid MERIDIAN_PORT_OFFSET: ${env.MERIDIAN_PORT_OFFSET}`);
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]));
}

export const PORTS = portsFor();

export const REMOTE_DIRS = {
  contacts: 'remote-contacts',
  companies: 'remote-companies',
  pipeline: 'remote-pipeline',
  importer: 'remote-import',
  activities: 'remote-activities',
};

export const DEMO = {
  email: 'demo@meridian.test',
  password: 'meridian-demo',
  otherEmail: 'other@globex.test',
  teammateEmail: 'sam@meridian.test',
};

/**
 * Everything `pnpm start` runs: { name, args (of node), cwd, env, health url }.
 * With `dev`, the services run from source under `tsx watch` (restarting on change) and the front
 * ends under webpack-dev-server (hot reload); otherwise the builds run.
 */
export function processList(dataDir, env = process.env, { dev = false } = {}) {
  const ports = portsFor(env);
  const signInUrl = env.SIGN_IN_URL || `http://localhost:${ports.signIn}`;
  const apiUrl = env.API_URL || `http://localhost:${ports.api}`;
  const common = { ...env, ...movedPorts(ports, env), DATA_DIR: dataDir, SIGN_IN_URL: signInUrl, API_URL: apiUrl };
  // tsx reads the tsconfig.json of its working directory.
  const service = (dir) =>
    dev
      ? { args: [tsxCli(dir), 'watch', '--conditions=meridian-source', 'src/server.ts'], cwd: path.join(ROOT, dir) }
      : { args: [path.join(ROOT, dir, 'dist/server.js')], cwd: ROOT };
  const frontEnd = (dir, built) =>
    dev ? { args: [webpackCli(dir), 'serve', '--mode', 'development'], cwd: path.join(ROOT, dir) } : { args: built, cwd: ROOT };
  const remotes = Object.entries(REMOTE_DIRS).map(([name, dir]) => ({
    name,
    ...frontEnd(dir, [path.join(ROOT, 'tools/static-server/serve-static.mjs'), '--dir', path.join(ROOT, dir, 'dist'), '--port', String(ports[name])]),
    env: common,
    health: `http://localhost:${ports[name]}/mf-manifest.json`,
  }));
  return [
    {
      name: 'sign-in',
      ...service('services/sign-in'),
      env: { ...common, PORT: String(ports.signIn), PUBLIC_URL: signInUrl },
      health: `${signInUrl}/healthz`,
    },
    {
      name: 'api',
      ...service('services/api'),
      env: { DEMO_ORG: 'acme', ...common, PORT: String(ports.api) },
      health: `${apiUrl}/healthz`,
    },
    ...remotes,
    {
      name: 'host',
      ...frontEnd('host', [path.join(ROOT, 'host/server.mjs')]),
      env: { ...common, PORT: String(ports.host) },
      health: `http://localhost:${ports.host}/runtime-config.json`,
    },
  ];
}

/** A file of a package's own dependency (its tsx, its webpack-cli), run by the same node as this script. */
function dependencyFile(dir, file) {
  return createRequire(path.join(ROOT, dir, 'package.json')).resolve(file);
}
const tsxCli = (dir) => dependencyFile(dir, 'tsx/cli');
const webpackCli = (dir) => dependencyFile(dir, 'webpack-cli/bin/cli.js');

/** On moved ports, the settings whose defaults name the usual ones (explicit settings win). */
function movedPorts(ports, env) {
  if (ports.host === BASE_PORTS.host) return {};
  const origins = ['host', 'contacts', 'companies', 'pipeline', 'importer', 'activities'].map((name) => `http://localhost:${ports[name]}`).join(',');
  const manifest = (name) => `http://localhost:${ports[name]}/mf-manifest.json`;
  return {
    ALLOWED_ORIGINS: env.ALLOWED_ORIGINS || origins,
    CORS_ORIGINS: env.CORS_ORIGINS || origins,
    REMOTE_CONTACTS_URL: env.REMOTE_CONTACTS_URL || manifest('contacts'),
    REMOTE_COMPANIES_URL: env.REMOTE_COMPANIES_URL || manifest('companies'),
    REMOTE_PIPELINE_URL: env.REMOTE_PIPELINE_URL || manifest('pipeline'),
    REMOTE_IMPORT_URL: env.REMOTE_IMPORT_URL || manifest('importer'),
    REMOTE_ACTIVITIES_URL: env.REMOTE_ACTIVITIES_URL || manifest('activities'),
  };
}

/** The build outputs `pnpm start` needs; any missing one triggers `pnpm build`. */
export function buildOutputs() {
  return [
    'shared/contract/dist/index.js', // what both services' builds require at run time
    'tools/service-logging/dist/index.js',
    'services/sign-in/dist/server.js',
    'services/api/dist/server.js',
    'host/dist/index.html',
    ...Object.values(REMOTE_DIRS).map((dir) => `${dir}/dist/mf-manifest.json`),
  ].map((p) => path.join(ROOT, p));
}
