// A small production static server for the built front ends (host and remotes).
// Cache policy: entry files (HTML, remoteEntry.js, mf-manifest*.json, runtime config) must be
// revalidated on every load so a redeploy is seen at once; content-hashed chunks never change.
import http from 'node:http';
import sirv from 'sirv';

const HASHED = /\.[0-9a-f]{10}\.(js|css|map)(\.gz)?$/;

export function cacheControlFor(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * `page(pathname)`: the document for a path of the app (no file extension), when the server writes
 * it per request (the shell puts its runtime configuration and preloads in it); null: index.html.
 * @param {{ dir: string, spa?: boolean, cors?: boolean, routes?: Record<string, (req, res) => void>, headers?: Record<string,string>, page?: (pathname: string, search: string) => string | null }} o
 */
export function createStaticServer({ dir, spa = false, cors = true, routes = {}, headers = {}, page }) {
  const serve = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    },
  });
  return http.createServer((req, res) => {
    // Remotes are fetched cross-origin by the shell (manifest via fetch, chunks via <script>).
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    const path = (req.url || '/').split('?')[0];
    const route = routes[path];
    if (route) return route(req, res);
    if (page && isAppPath(path) && (req.method === 'GET' || req.method === 'HEAD')) {
      const html = page(path, (req.url || '').slice(path.length));
      if (html !== null) return sendPage(req, res, html, headers);
    }
    // Source maps are never served, even if a build left one in the folder (they hold the source).
    if (isSourceMap(path)) return notFound(res);
    serve(req, res, () => notFound(res));
  });
}

/** A path the app's router answers (no file name with an extension): '/', '/pipeline/p1', '/index.html'. */
function isAppPath(path) {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last === 'index.html' || !last.includes('.');
}

function sendPage(req, res, html, headers) {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(req.method === 'HEAD' ? undefined : html);
}

const SOURCE_MAP = /\.map(\.gz|\.br)?$/i;

/** The path as sirv will look it up (it decodes percent-escapes): `/main.js%2emap` is a map too. */
function isSourceMap(path) {
  try {
    return SOURCE_MAP.test(decodeURIComponent(path));
  } catch {
    return SOURCE_MAP.test(path);
  }
}

function notFound(res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

export function listen(server, port, label) {
  const host = process.env.HOST || '127.0.0.1';
  server.listen(port, host, () => console.log(`${label} listening on http://localhost:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
