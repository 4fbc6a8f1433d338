// Cache policy of the production static server: entries revalidate, hashed chunks are immutable.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheControlFor, createStaticServer } from '../static-server.mjs';

test('entry files revalidate; content-hashed chunks are cached for good', () => {
  assert.equal(cacheControlFor('/mf-manifest.json'), 'no-cache');
  assert.equal(cacheControlFor('/remoteEntry.js'), 'no-cache');
  assert.equal(cacheControlFor('/index.html'), 'no-cache');
  assert.equal(cacheControlFor('/main.js'), 'no-cache');
  assert.equal(cacheControlFor('/184.ff1d2d3744.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/184.ff1d2d3744.js.gz'), 'public, max-age=31536000, immutable');
});

test('serves a remote with CORS and the right headers over real HTTP', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-static-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"contacts"}');
  writeFileSync(path.join(dir, '12.abcdef0123.js'), 'console.log(1)');
  const server = createStaticServer({ dir });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const manifest = await fetch(`${base}/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal(manifest.headers.get('access-control-allow-origin'), '*');
    const chunk = await fetch(`${base}/12.abcdef0123.js`);
    assert.match(chunk.headers.get('cache-control'), /immutable/);
    assert.equal((await fetch(`${base}/missing.js`)).status, 404);
  } finally {
    server.close();
  }
});

test('never serves a source map, even one left in the folder, however the path is written', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'main.js.map'), '{"sources":["src/secret.ts"]}');
  writeFileSync(path.join(dir, '12.abcdef0123.js.map'), '{"sources":["src/secret.ts"]}');
  // The shell's server answers unknown paths with index.html (spa); a remote's with 404.
  for (const spa of [true, false]) {
    const server = createStaticServer({ dir, spa });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${server.address().port}`;
    try {
      assert.equal((await fetch(`${base}/main.js`)).status, 200);
      for (const url of ['/main.js.map', '/12.abcdef0123.js.map', '/main.js%2emap', '/main.js.MAP', '/main.js.map?x=1']) {
        const res = await fetch(`${base}${url}`);
        assert.equal(res.status, 404, `${url} (spa: ${spa})`);
        assert.doesNotMatch(await res.text(), /sources/);
      }
    } finally {
      server.close();
    }
  }
});

test('sirv is this package’s own dependency, not one borrowed from the root package', () => {
  const manifest = (relative) => JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8'));
  assert.ok(manifest('../package.json').dependencies.sirv);
  assert.equal(manifest('../../../package.json').devDependencies?.sirv, undefined);
});

test("answers the app's paths with the page `page` writes, files and other paths as before", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'meridian-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>built</title>');
  writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
  const server = createStaticServer({ dir, spa: true, headers: { 'X-Frame-Options': 'DENY' }, page: (p, search) => `<!doctype html><p>${p}${search}</p>` });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    for (const url of ['/', '/pipeline/p1?x=1', '/index.html']) {
      const res = await fetch(`${base}${url}`);
      assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
      assert.equal(res.headers.get('cache-control'), 'no-cache');
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.match(await res.text(), /^<!doctype html><p>\//);
    }
    assert.equal(await (await fetch(`${base}/pipeline/p1?x=1`)).text(), '<!doctype html><p>/pipeline/p1?x=1</p>');
    assert.equal(await (await fetch(`${base}/main.js`)).text(), 'console.log(1)');
  } finally {
    server.close();
  }
});
