// refresh-hook.cjs in a stand-in window: the React renderer it records, and the one refresh
// handler it hands React for every build's runtime.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const source = fs.readFileSync(path.join(__dirname, '../refresh-hook.cjs'), 'utf8');

test('records React for runtimes that load after it, and combines their refresh handlers', () => {
  const window = {};
  vm.runInNewContext(source, { window });
  const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
  let installed = null;
  const renderer = { scheduleRefresh() {}, setRefreshHandler: (handler) => (installed = handler) };
  const id = hook.inject(renderer);
  assert.equal(hook.renderers.get(id), renderer);

  const shellFamily = { current: 'ShellV2' };
  const remoteFamily = { current: 'RemoteV2' };
  renderer.setRefreshHandler((type) => (type === 'Shell' ? shellFamily : undefined));
  renderer.setRefreshHandler((type) => (type === 'Remote' ? remoteFamily : undefined));
  assert.equal(installed('Shell'), shellFamily);
  assert.equal(installed('Remote'), remoteFamily);
  assert.equal(installed('Other'), undefined);
});

test('leaves a hook already installed (the React DevTools extension) as it is', () => {
  const existing = { renderers: new Map() };
  const window = { __REACT_DEVTOOLS_GLOBAL_HOOK__: existing };
  vm.runInNewContext(source, { window });
  assert.equal(window.__REACT_DEVTOOLS_GLOBAL_HOOK__, existing);
});
