// `pnpm start` of the shell: serves the production build and /runtime-config.json, written from
// environment variables at start, so remotes move or roll back without rebuilding the shell. The
// page itself carries that configuration and preloads the current section's remote
// (first-screen.cjs); /runtime-config.json stays for standalone remotes and health checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { createStaticServer, listen } from '@meridian/static-server';

const require = createRequire(import.meta.url);
const { runtimeConfigFromEnv } = require('../scripts/runtime-config.cjs');
const { contentSecurityPolicy } = require('./csp.cjs');
const { firstScreenPage } = require('./first-screen.cjs');

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
const config = runtimeConfigFromEnv(process.env);
const body = JSON.stringify(config);
const html = readFileSync(path.join(dir, 'index.html'), 'utf8');

const server = createStaticServer({
  dir,
  spa: true,
  cors: false,
  headers: {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  },
  page: (pathname, search) => firstScreenPage(html, config, pathname, search),
  routes: {
    '/runtime-config.json': (_req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(body);
    },
  },
});
listen(server, Number(process.env.PORT || 3000), 'host (shell)');
