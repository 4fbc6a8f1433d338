// Dev server for one front end alone: serves its runtime config so the harness can reach the
// API and sign-in service, with CORS open so a hosted shell can load this remote.
const { runtimeConfigFromEnv } = require('../../scripts/runtime-config.cjs');

function devServerConfig({ port }) {
  return {
    port,
    host: 'localhost',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true } },
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
