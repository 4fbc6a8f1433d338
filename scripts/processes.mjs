// The seven processes of a running Meridian, with their ports and commands.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PORTS = {
  host: 3000, contacts: 3001, companies: 3002, pipeline: 3003, importer: 3004, api: 4000, signIn: 4100,
};

export const REMOTE_DIRS = {
  contacts: 'remote-contacts',
  companies: 'remote-companies',
  pipeline: 'remote-pipeline',
  importer: 'remote-import',
};

export const DEMO = {
  email: 'demo@meridian.test',
  password: 'meridian-demo',
  otherEmail: 'other@globex.test',
};

/** Everything `pnpm start` runs: [name, command args, env, health url]. */
export function processList(dataDir, env = process.env) {
  const signInUrl = env.SIGN_IN_URL || `http://localhost:${PORTS.signIn}`;
  const apiUrl = env.API_URL || `http://localhost:${PORTS.api}`;
  const common = { ...env, DATA_DIR: dataDir, SIGN_IN_URL: signInUrl, API_URL: apiUrl };
  const remotes = Object.entries(REMOTE_DIRS).map(([name, dir]) => ({
    name,
    args: [path.join(ROOT, 'scripts/serve-static.mjs'), '--dir', path.join(ROOT, dir, 'dist'), '--port', String(PORTS[name])],
    env: common,
    health: `http://localhost:${PORTS[name]}/mf-manifest.json`,
  }));
  return [
    {
      name: 'sign-in',
      args: [path.join(ROOT, 'services/sign-in/dist/server.js')],
      env: { ...common, PORT: String(PORTS.signIn), PUBLIC_URL: signInUrl },
      health: `${signInUrl}/healthz`,
    },
    {
      name: 'api',
      args: [path.join(ROOT, 'services/api/dist/server.js')],
      env: { DEMO_ORG: 'acme', ...common, PORT: String(PORTS.api) },
      health: `${apiUrl}/healthz`,
    },
    ...remotes,
    {
      name: 'host',
      args: [path.join(ROOT, 'host/server.mjs')],
      env: { ...common, PORT: String(PORTS.host) },
      health: `http://localhost:${PORTS.host}/runtime-config.json`,
    },
  ];
}

/** The build outputs `pnpm start` needs; any missing one triggers `pnpm build`. */
export function buildOutputs() {
  return [
    'services/sign-in/dist/server.js',
    'services/api/dist/server.js',
    'host/dist/index.html',
    ...Object.values(REMOTE_DIRS).map((dir) => `${dir}/dist/mf-manifest.json`),
  ].map((p) => path.join(ROOT, p));
}
