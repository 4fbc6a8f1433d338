const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('../index.cjs');

const config = (exposes) =>
  createConfig({ dir: path.join(__dirname, '../../../host'), name: 'shell', port: 3000, exposes, title: 'Meridian' })({}, { mode: 'production' });

test('the runtime plugin injected by path resolves to its ESM build (one copy of the federation runtime)', () => {
  const alias = config().resolve.alias;
  const entries = Object.entries(alias).filter(([from]) => from.includes('inject-external-runtime-core-plugin'));
  assert.equal(entries.length, 1);
  const [from, to] = entries[0];
  assert.match(from, /index\.cjs\$$/);
  assert.match(to, /index\.js$/);
  assert.ok(fs.existsSync(to), to);
});

test('browser-only builds: the runtime is built for the web target', () => {
  for (const exposes of [undefined, { './routes': './src/exposes/routes.tsx' }]) {
    const federation = config(exposes).plugins.find((p) => p && p.constructor.name === 'ModuleFederationPlugin');
    assert.equal(federation._options.experiments.optimization.target, 'web');
  }
});

// F8: every static server served the front ends' whole source from dist/*.map.
test('production builds write no public source maps: hidden ones, outside the served folder', () => {
  const built = config();
  assert.equal(built.devtool, 'hidden-source-map');
  const mapFile = path.resolve(built.output.path, built.output.sourceMapFilename.replace('[file]', 'main.js'));
  assert.ok(!mapFile.startsWith(`${built.output.path}${path.sep}`), mapFile);
  assert.equal(path.basename(path.dirname(mapFile)), 'source-maps');
  // Development keeps its inline maps (the dev server is not a production server).
  const dev = createConfig({ dir: path.join(__dirname, '../../../host'), name: 'shell', port: 3000, title: 'Meridian' })({}, { mode: 'development' });
  assert.equal(dev.devtool, 'eval-cheap-module-source-map');
});

test('a production build is minified and compressed unless MERIDIAN_UNMINIFIED asks otherwise (the federation e2e builds)', () => {
  const plugins = (built) => built.plugins.map((p) => p.constructor.name);
  const built = config();
  assert.equal(built.optimization.minimize, true);
  assert.ok(plugins(built).includes('CompressionPlugin'));
  process.env.MERIDIAN_UNMINIFIED = '1';
  try {
    const quick = config();
    assert.equal(quick.mode, 'production');
    assert.equal(quick.optimization.minimize, false);
    assert.equal(quick.devtool, false);
    assert.ok(!plugins(quick).includes('CompressionPlugin'));
  } finally {
    delete process.env.MERIDIAN_UNMINIFIED;
  }
});
