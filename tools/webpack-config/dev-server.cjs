// Dev server for one front end: hot reload with React Fast Refresh, its runtime config (so the
// shell or the standalone harness reaches the API and sign-in service), and CORS open so a
// shell on another port or host can load this remote.
const { runtimeConfigFromEnv } = require('../../scripts/runtime-config.cjs');

/** The port moves with MERIDIAN_PORT_OFFSET, as in scripts/processes.mjs (`pnpm dev`). */
function devPort(port, env = process.env) {
  return port + Number(env.MERIDIAN_PORT_OFFSET || 0);
}

/** `hot`: development builds only (`webpack serve --mode production` reloads the page instead). */
function devServerConfig({ port: basePort, hot }) {
  const port = devPort(basePort);
  return {
    port,
    host: 'localhost',
    historyApiFallback: true,
    hot,
    // A change hot reloading cannot apply (outside a component, say) reloads the page.
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: {
      overlay: { warnings: false, errors: true },
      // Named in full: a remote's client runs in the shell's page, whose own port is another.
      webSocketURL: { protocol: 'ws', hostname: 'localhost', port, pathname: '/ws' },
    },
    setupMiddlewares(middlewares, server) {
      server.app.get('/runtime-config.json', (_req, res) => {
        res.set('Cache-Control', 'no-cache');
        res.json(runtimeConfigFromEnv(process.env));
      });
      return middlewares;
    },
  };
}

module.exports = { devServerConfig };
