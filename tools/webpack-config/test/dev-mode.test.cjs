const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { createConfig } = require('../index.cjs');

const build = (mode, env = {}) => {
  const saved = process.env.MERIDIAN_PORT_OFFSET;
  if (env.MERIDIAN_PORT_OFFSET) process.env.MERIDIAN_PORT_OFFSET = env.MERIDIAN_PORT_OFFSET;
  try {
    const exposes = { './routes': './src/exposes/routes.tsx' };
    return createConfig({ dir: path.join(__dirname, '../../../remote-contacts'), name: 'contacts', port: 3001, exposes, title: 'Contacts' })({}, { mode });
  } finally {
    if (saved === undefined) delete process.env.MERIDIAN_PORT_OFFSET;
    else process.env.MERIDIAN_PORT_OFFSET = saved;
  }
};
const names = (config) => config.plugins.map((p) => p.constructor.name);
const swcOptions = (config) => config.module.rules.find((rule) => String(rule.use?.loader).includes('swc-loader')).use.options;

test('development: hot reload with React Fast Refresh, the shared refresh hook before the refresh runtime', () => {
  const dev = build('development');
  assert.equal(dev.devServer.hot, true);
  const refresh = names(dev).indexOf('ReactRefreshPlugin');
  assert.ok(refresh > 0);
  // The plugin that adds refresh-hook.cjs to every entry is applied first: its module runs first.
  assert.match(dev.plugins[refresh - 1].apply.toString(), /REFRESH_HOOK/);
  assert.equal(swcOptions(dev).jsc.transform.react.refresh, true);
  // A remote's dev client runs in the shell's page: its socket names the remote's own port.
  assert.deepEqual(dev.devServer.client.webSocketURL, { protocol: 'ws', hostname: 'localhost', port: 3001, pathname: '/ws' });
});

test('development ports move with MERIDIAN_PORT_OFFSET, as pnpm dev moves them', () => {
  const dev = build('development', { MERIDIAN_PORT_OFFSET: '100' });
  assert.equal(dev.devServer.port, 3101);
  assert.equal(dev.devServer.client.webSocketURL.port, 3101);
});

test('production: no refresh runtime, no hot updates', () => {
  const prod = build('production');
  assert.ok(!names(prod).includes('ReactRefreshPlugin'));
  assert.equal(prod.devServer.hot, false);
  assert.equal(swcOptions(prod).jsc.transform.react.refresh, false);
});
