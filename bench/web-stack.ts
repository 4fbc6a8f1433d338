// The web benchmark's Meridian: `pnpm start` itself (production builds, the same servers) on ports
// moved by MERIDIAN_PORT_OFFSET so it can run beside a developer's own, with its own data folder,
// and the organisation grown to the sizes the benchmark scrolls through.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCsv, MAPPING } from './import-csv';

export const PORT_OFFSET = Number(process.env.MERIDIAN_PORT_OFFSET ?? 200);
export const HOST_URL = `http://localhost:${3000 + PORT_OFFSET}`;
export const API_URL = `http://localhost:${4000 + PORT_OFFSET}`;
export const REMOTE_ORIGINS = [3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port + PORT_OFFSET}`);
export const DEMO = { email: 'demo@meridian.test', password: 'meridian-demo' };

export interface Stack {
  dataDir: string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pnpm start exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts scripts/start.mjs (which builds first if a build output is missing). */
export async function startStack(): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-web-'));
  const child = spawn(process.execPath, [path.join(__dirname, '../scripts/start.mjs')], {
    env: {
      ...process.env,
      MERIDIAN_PORT_OFFSET: String(PORT_OFFSET),
      MERIDIAN_DATA_DIR: dataDir,
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      RATE_LIMIT_MAX: '1000000', // seeding the board is 5,000 requests in a few seconds
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${API_URL}/healthz`, child, 15 * 60_000);
  await waitFor(`${HOST_URL}/runtime-config.json`, child, 60_000);
  return {
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A small client of the benchmark's API, as the signed-in demo user. */
export function apiClient(accessToken: string) {
  const headers = { Authorization: `Bearer ${accessToken}`, 'X-Service-Id': 'meridian-web', 'Content-Type': 'application/json' };
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${API_URL}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/**
 * Grows the demo organisation to `contacts` more contacts (one CSV import, as a user would) and puts
 * `onBoard` of them on the default pipeline, spread over its stages.
 */
export async function growOrganisation(accessToken: string, contacts: number, onBoard: number): Promise<void> {
  const call = apiClient(accessToken);
  // The generated file has duplicates and bad rows, as real ones do: size it so `contacts` import.
  const sample = generateCsv(contacts, 11);
  const { csv } = generateCsv(Math.ceil((contacts * sample.rows) / sample.expected.imported) + 20, 11);
  await call('POST', '/import-export/execute', { csvData: csv, columnMapping: MAPPING, createCompanies: true });

  const { pipelines } = await call<{ pipelines: { id: string }[] }>('GET', '/pipeline');
  const pipelineId = pipelines[0]!.id;
  const stages = (await call<{ data: { id: string }[] }>('GET', `/pipeline/${pipelineId}/stages`)).data.map((s) => s.id);
  const ids: string[] = [];
  for (let page = 1; ids.length < onBoard; page++) {
    const { contacts: batch } = await call<{ contacts: { id: string; stage_id: string | null }[] }>('GET', `/contacts?page=${page}&limit=200`);
    if (!batch.length) break;
    ids.push(...batch.filter((c) => !c.stage_id).map((c) => c.id));
  }
  let next = 0;
  const worker = async () => {
    while (next < Math.min(onBoard, ids.length)) {
      const i = next++;
      await call('POST', `/pipeline/${ids[i]}/add`, { stageId: stages[i % stages.length] });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** A contact on the board (its detail page shows the deal too), with the name its page's h1 shows. */
export async function contactOnBoard(accessToken: string): Promise<{ id: string; name: string }> {
  const call = apiClient(accessToken);
  type Listed = { id: string; first: string | null; last: string | null; stage_id: string | null };
  const { contacts } = await call<{ contacts: Listed[] }>('GET', '/contacts?page=1&limit=200');
  const contact = contacts.find((c) => c.stage_id && (c.first?.trim() || c.last?.trim()));
  if (!contact) throw new Error('no named contact on the board');
  return { id: contact.id, name: [contact.first?.trim(), contact.last?.trim()].filter(Boolean).join(' ') };
}
