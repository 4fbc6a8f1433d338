// The host's /runtime-config.json, built from environment variables when a server starts.
// Changing a remote's URL (a redeploy or a rollback) is an environment change, not a rebuild.
const REMOTES = {
  contacts: { env: 'REMOTE_CONTACTS_URL', port: 3001 },
  companies: { env: 'REMOTE_COMPANIES_URL', port: 3002 },
  pipeline: { env: 'REMOTE_PIPELINE_URL', port: 3003 },
  importer: { env: 'REMOTE_IMPORT_URL', port: 3004 },
  activities: { env: 'REMOTE_ACTIVITIES_URL', port: 3005 },
};

function runtimeConfigFromEnv(env) {
  const remotes = {};
  for (const [name, { env: key, port }] of Object.entries(REMOTES)) {
    remotes[name] = env[key] || `http://localhost:${port}/mf-manifest.json`;
  }
  return {
    apiUrl: env.API_URL || 'http://localhost:4000',
    signInUrl: env.SIGN_IN_URL || 'http://localhost:4100',
    signInName: env.SIGN_IN_NAME || 'Meridian Accounts',
    serviceId: env.SERVICE_ID || 'meridian-web',
    remotes,
  };
}

module.exports = { runtimeConfigFromEnv, REMOTES };
