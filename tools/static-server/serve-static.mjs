// `pnpm start` of a remote: serve its production build.  Usage: serve-static.mjs --dir dist --port 3001
// (run by path: the remotes' start scripts, scripts/processes.mjs and the e2e suite's remoteServer.ts)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer, listen } from './static-server.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } } });
const port = Number(process.env.PORT || values.port);
const dir = path.resolve(process.cwd(), values.dir);
listen(createStaticServer({ dir }), port, `${path.basename(process.cwd())}`);
