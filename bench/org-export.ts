// An organisation's full export and its import, through the real API in a process of its own
// (org-export-server.ts): ROWS contacts (default 100,000; a note each tenth, a company per 20)
// and ATTACH_MB (default 100) of files. GET /organisation/export is streamed to a file; then the
// file is streamed to POST /organisation/import of an empty organisation. Printed: the times,
// the archive's size, and the API's peak RSS during each (target during the export: <= 600 MB
// at 1M contacts and 1 GB of files).
//
//   pnpm bench:org-export
//   ROWS=1000000 ATTACH_MB=1024 pnpm bench:org-export
//   IMPORT=0 …                                         the export alone
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/<yours> pnpm bench:org-export
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { printTable, runBounded } from './report';

const RESULTS = path.join(__dirname, 'results', 'org-export.json');
const TARGET_ORG = 'bench-export-to';
const SOURCE_ORG = 'bench-export-from';
const MB = 1024 * 1024;

function rpc<T>(child: ChildProcess, message: object, answer: string): Promise<T> {
  return new Promise((resolve) => {
    const listen = (m: { type: string }) => {
      if (m.type !== answer) return;
      child.off('message', listen);
      resolve(m as T);
    };
    child.on('message', listen);
    child.send(message);
  });
}

/** GET `url` into `file`; the status. */
function download(port: number, url: string, headers: Record<string, string>, file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        pipeline(res, fs.createWriteStream(file)).then(() => resolve(res.statusCode ?? 0), reject);
      })
      .once('error', reject);
  });
}

/** POST `file` as the multipart `file` part, streamed; the status and answer. */
function upload(port: number, url: string, headers: Record<string, string>, file: string): Promise<{ status: number; body: string }> {
  const boundary = `----bench-${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.zip"\r\nContent-Type: application/zip\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + fs.statSync(file).size + tail.length;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.once('error', reject);
    req.write(head);
    const stream = fs.createReadStream(file);
    stream.pipe(req, { end: false });
    stream.once('end', () => req.end(tail));
  });
}

async function main(): Promise<void> {
  // PROFILE_DIR=…: the API process writes its CPU profile there (bench/profile-summary.ts sums it).
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PROFILE_DIR)}`] : [];
  const child = fork(path.join(__dirname, 'org-export-server.ts'), { execArgv: [...process.execArgv, ...profile], stdio: 'inherit' });
  child.on('message', (m: { type: string; text?: string }) => m.type === 'log' && console.log(m.text));
  const { port, dialect } = await rpc<{ port: number; dialect: string }>(child, { type: 'hello' }, 'ready');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-org-export-'));
  const file = path.join(dir, 'export.zip');
  try {
    const source = (await rpc<{ headers: Record<string, string> }>(child, { type: 'token', org: SOURCE_ORG }, 'token')).headers;
    const target = (await rpc<{ headers: Record<string, string> }>(child, { type: 'token', org: TARGET_ORG }, 'token')).headers;
    const base = (await rpc<{ peak: number }>(child, { type: 'reset-rss' }, 'rss')).peak;
    const started = performance.now();
    const status = await download(port, '/organisation/export', source, file);
    const exportMs = performance.now() - started;
    if (status !== 200) throw new Error(`export answered ${status}`);
    const exportPeak = (await rpc<{ peak: number }>(child, { type: 'rss' }, 'rss')).peak;
    const size = fs.statSync(file).size;

    const rows = [
      [
        'export (GET /organisation/export)',
        (exportMs / 1000).toFixed(1),
        (size / MB).toFixed(0),
        (exportPeak / MB).toFixed(0),
        exportPeak <= 600 * MB ? 'yes' : 'NO',
      ],
    ];
    const figures: Record<string, unknown> = {
      dialect,
      exportSeconds: exportMs / 1000,
      archiveMB: size / MB,
      exportPeakMB: exportPeak / MB,
      baseMB: base / MB,
    };
    if (process.env.IMPORT !== '0') Object.assign(figures, await importFigures(child, port, target, file, rows));
    console.log(`\n${dialect}: API RSS before the export ${(base / MB).toFixed(0)} MB; imported ${JSON.stringify(figures.counts ?? 'nothing')}`);
    printTable(['step', 'seconds', 'archive MB', 'API peak RSS MB', 'export ≤ 600 MB'], rows);
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    fs.writeFileSync(RESULTS.replace('.json', `-${dialect}.json`), JSON.stringify(figures, null, 2));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ type: 'stop' });
    await exited;
  }
}

/** The archive into an empty organisation: its time and the API's peak RSS meanwhile. */
async function importFigures(child: ChildProcess, port: number, target: Record<string, string>, file: string, rows: string[][]) {
  const size = fs.statSync(file).size;
  await rpc(child, { type: 'reset-rss' }, 'rss');
  const started = performance.now();
  const imported = await upload(port, '/organisation/import', target, file);
  const importMs = performance.now() - started;
  if (imported.status !== 200) throw new Error(`import answered ${imported.status}: ${imported.body.slice(0, 300)}`);
  const importPeak = (await rpc<{ peak: number }>(child, { type: 'rss' }, 'rss')).peak;
  rows.push(['import (POST /organisation/import)', (importMs / 1000).toFixed(1), (size / MB).toFixed(0), (importPeak / MB).toFixed(0), '—']);
  return { counts: JSON.parse(imported.body).counts as Record<string, number>, importSeconds: importMs / 1000, importPeakMB: importPeak / MB };
}

runBounded('bench:org-export', 90 * 60_000, main);
