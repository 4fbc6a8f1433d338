// The federation contract: every singleton shared with an explicit version range.
const test = require('node:test');
const assert = require('node:assert/strict');
const { sharedDeps } = require('../shared-deps.cjs');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'styled-components',
  'zustand',
  'zustand/',
  'swr',
  'swr/',
  '@meridian/shared',
  '@meridian/shared/',
];

test('shares every singleton of ARCHITECTURE.md §3, subpaths included', () => {
  assert.deepEqual(Object.keys(sharedDeps()).sort(), [...SINGLETONS].sort());
});

test('each is a singleton with an explicit, non-empty semver range', () => {
  for (const [name, config] of Object.entries(sharedDeps())) {
    assert.equal(config.singleton, true, name);
    assert.match(config.requiredVersion, /^\^\d+\.\d+\.\d+$/, name);
  }
});

test('only the shared contract is strict: a breaking major fails loudly', () => {
  const shared = sharedDeps();
  assert.equal(shared['@meridian/shared'].strictVersion, true);
  assert.equal(shared['@meridian/shared/'].strictVersion, true);
  assert.equal(shared.react.strictVersion, false);
});

test("the range matches the shared package's own major version", () => {
  const { version } = require('../../../shared/package.json');
  const major = version.split('.')[0];
  assert.equal(sharedDeps()['@meridian/shared'].requiredVersion, `^${major}.0.0`);
});

test('a build can stand in for one against another @meridian/shared release (e2e version skew)', () => {
  const shared = sharedDeps({ env: { MERIDIAN_SHARED_VERSION: '1.1.0', MERIDIAN_SHARED_RANGE: '^2.0.0' } });
  for (const key of ['@meridian/shared', '@meridian/shared/']) {
    assert.equal(shared[key].version, '1.1.0', key);
    assert.equal(shared[key].requiredVersion, '^2.0.0', key);
  }
  assert.equal(shared.react.version, undefined);
  assert.equal(shared.react.requiredVersion, '^19.0.0');
});

test('the router reaches the front ends only through @meridian/shared/routing (one copy, tree-shaken)', () => {
  const fs = require('node:fs');
  const path = require('node:path');
  const root = path.resolve(__dirname, '../../..');
  const dirs = ['host', 'remote-contacts', 'remote-companies', 'remote-pipeline', 'remote-import', 'remote-activities', 'shared'];
  const offenders = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx)$/.test(entry.name) && !file.includes(`${path.sep}routing${path.sep}`)) {
        if (/from 'react-router(-dom)?'/.test(fs.readFileSync(file, 'utf8'))) offenders.push(path.relative(root, file));
      }
    }
  };
  for (const dir of dirs) walk(path.join(root, dir, 'src'));
  assert.deepEqual(offenders, []);
});
