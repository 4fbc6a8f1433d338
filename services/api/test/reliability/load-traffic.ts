// The load of the load test: CONNECTIONS loops until the deadline, each sending one request at a
// time on its own keep-alive socket (node:http, one agent per loop: exactly CONNECTIONS
// connections). A loop finishes the request it has in flight, so every write ends acknowledged
// (2xx), refused (4xx/5xx) or failed on the wire, never unknown: autocannon drops the requests in
// flight when its time is up, leaving writes nobody can account for. (fetch's shared pool was
// tried too: it held some requests client-side for seconds, which muddied the latencies.)
// Every acknowledged write goes into the ledger, with the id or value the API returned.
// With `recover` (the restart test) a loop outlives the API process it talks to: a refused
// connection is retried (the request never reached a server), a read that failed on the wire is
// retried, and a write that failed on the wire is recorded as lost (it may or may not have landed);
// every request goes to target.base with target.headers as they are when it is sent.
import { Agent, request } from 'node:http';

export interface Target {
  base: string;
  headers: Record<string, string>;
  pipelineId: string;
  stageIds: string[];
  /** Live contacts made before the load; none of them is deleted. */
  seeded: string[];
  /** Seeded contacts on the board, each in stageIds[0]; only their own loop moves them. */
  board: string[];
}

export interface Ledger {
  requests: number;
  /** `${op} ${status}` → count. */
  statuses: Map<string, number>;
  /** Answers the operation must never get (5xx, a 4xx it had no reason for, a wrong body). */
  unexpected: string[];
  /** op → milliseconds of each answered request. */
  latency: Map<string, number[]>;
  /** Requests that got no answer at all (with `recover`: reads whose retries ran out). */
  transport: string[];
  /** With `recover`: attempts sent again after a connection error. */
  retries: number;
  /** With `recover`: writes that failed on the wire after being sent; they may or may not have landed. */
  lost: LostWrite[];
  /** Date.now() of each acknowledged write, and of each loop's last 2xx answer. */
  ackedAt: number[];
  lastAnswer: number[];
  created: Map<string, string>; // contact id → email
  deleted: Set<string>;
  notes: Map<string, { contactId: string; body: string }>;
  /** Board contact → the stage of its last acknowledged move, and how many moves were acknowledged. */
  stage: Map<string, string>;
  moves: Map<string, number>;
}

export type LostWrite =
  | { op: 'create'; email: string }
  | { op: 'note'; contactId: string; body: string }
  | { op: 'delete'; contactId: string }
  /** `after`: how many moves of the contact had been acknowledged when it was sent. */
  | { op: 'move'; contactId: string; stageId: string; after: number };

type Op = 'create' | 'note' | 'move' | 'delete' | 'list' | 'search' | 'get' | 'board';
// 13 writes in 20, interleaved; each loop starts at its own offset.
const MIX: Op[] = 'create list note move create search note delete list create note move get create search note board delete move list'.split(' ') as Op[];
const WRITES = new Set<Op>(['create', 'note', 'move', 'delete']);
const SORTS = ['name', 'email', 'company', 'created_at'];
const REQUEST_TIMEOUT_MS = 30_000;
const MAX_REQUESTS_PER_CONNECTION = 200_000;
const RETRY_DELAY_MS = 50;
const MAX_RETRIES = 600; // 30 s of retries for one request: longer than any restart should take

/** `watch` receives the ledger as it fills (the backup test copies what was acknowledged at a moment). */
export async function runTraffic(target: Target, connections: number, durationMs: number, recover = false, watch?: (ledger: Ledger) => void): Promise<Ledger> {
  const ledger: Ledger = {
    requests: 0,
    statuses: new Map(),
    unexpected: [],
    latency: new Map(),
    transport: [],
    retries: 0,
    lost: [],
    ackedAt: [],
    lastAnswer: Array.from({ length: connections }, () => 0),
    created: new Map(),
    deleted: new Set(),
    notes: new Map(),
    stage: new Map(target.board.map((id) => [id, target.stageIds[0]!])),
    moves: new Map(),
  };
  watch?.(ledger);
  const pool = [...target.seeded]; // contacts to write notes on
  const deleting = new Set<string>(); // a delete was sent: a note on it may meet a 404
  const deadline = Date.now() + durationMs;

  /** The answer, or undefined if none came; `lost` is called for a write that may have landed. */
  async function send(agent: Agent, op: Op, method: string, path: string, body?: object, lost?: () => LostWrite) {
    for (let attempt = 0; ; attempt++) {
      ledger.requests++;
      const started = performance.now();
      try {
        const headers = body ? { ...target.headers, 'content-type': 'application/json' } : target.headers;
        const res = await http(agent, `${target.base}${path}`, method, headers, body && JSON.stringify(body));
        const text = res.text;
        if (!ledger.latency.has(op)) ledger.latency.set(op, []);
        ledger.latency.get(op)!.push(performance.now() - started);
        const key = `${op} ${res.status}`;
        ledger.statuses.set(key, (ledger.statuses.get(key) ?? 0) + 1);
        return { status: res.status, body: text ? JSON.parse(text) : undefined, text };
      } catch (error) {
        const refused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
        if (recover && attempt < MAX_RETRIES && (refused || method === 'GET')) {
          ledger.retries++;
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
          continue;
        }
        if (recover && !refused && lost) ledger.lost.push(lost());
        else ledger.transport.push(`${op} ${method} ${path}: ${(error as Error).message}`);
        return undefined;
      }
    }
  }
  const expect = (i: number, op: Op, res: { status: number; text: string } | undefined, ok: boolean) => {
    if (res && !ok) ledger.unexpected.push(`${op} ${res.status} ${res.text.slice(0, 200)}`);
    if (res && res.status < 300) ledger.lastAnswer[i] = Date.now();
    if (res && ok && res.status < 300 && WRITES.has(op)) ledger.ackedAt.push(Date.now());
    return Boolean(res) && ok;
  };
  const pick = () => {
    for (let tries = 0; tries < 10 && pool.length; tries++) {
      const at = Math.floor(Math.random() * pool.length);
      const id = pool[at]!;
      if (!ledger.deleted.has(id)) return id;
      pool[at] = pool[pool.length - 1]!; // deleted: out of the pool
      pool.pop();
    }
    return target.seeded[0]!;
  };

  async function connection(i: number): Promise<void> {
    const mine = target.board.filter((_, k) => k % connections === i);
    const own: string[] = []; // created by this loop and not deleted yet
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let n = 0; n < MAX_REQUESTS_PER_CONNECTION && Date.now() < deadline; n++) {
      let op = MIX[(n + i) % MIX.length]!;
      if ((op === 'delete' && !own.length) || (op === 'move' && !mine.length)) op = 'create';
      if (op === 'create') {
        const email = `load-${i}-${n}@reliability.test`;
        const contact = { first: 'Load', last: `Writer${i}`, email, phone: '+1 555 0100', tags: 'load' };
        const res = await send(agent, op, 'POST', '/contacts', contact, () => ({ op, email }));
        if (expect(i, op, res, res?.status === 201 && typeof res.body?.id === 'string' && res.body.email === email)) {
          ledger.created.set(res!.body.id, email);
          own.push(res!.body.id);
          pool.push(res!.body.id);
        }
      } else if (op === 'note') {
        const contactId = pick();
        const body = `Load note ${i}-${n}`;
        const res = await send(agent, op, 'POST', `/contacts/${contactId}/notes`, { body }, () => ({ op, contactId, body }));
        if (expect(i, op, res, (res?.status === 201 && res.body?.body === body) || (res?.status === 404 && deleting.has(contactId))) && res!.status === 201) {
          ledger.notes.set(res!.body.id, { contactId, body });
        }
      } else if (op === 'move') {
        const contactId = mine[n % mine.length]!;
        const current = target.stageIds.indexOf(ledger.stage.get(contactId)!);
        const stageId = target.stageIds[(current + 1 + (n % (target.stageIds.length - 1))) % target.stageIds.length]!;
        const after = ledger.moves.get(contactId) ?? 0;
        const res = await send(agent, op, 'PUT', `/pipeline/${contactId}/move`, { stageId }, () => ({ op, contactId, stageId, after }));
        const moved = res?.status === 200 && res.body?.moved === true && res.body?.stageId === stageId;
        // An earlier move of this contact whose answer was lost may have landed on this stage
        // already (after a SIGKILL): 'not moved, already there' is then the right answer.
        const alreadyThere =
          res?.status === 200 &&
          res.body?.moved === false &&
          res.body?.stageId === stageId &&
          ledger.lost.some((l) => l.op === 'move' && l.contactId === contactId);
        if (expect(i, op, res, moved || alreadyThere)) {
          ledger.stage.set(contactId, stageId);
          if (moved) ledger.moves.set(contactId, (ledger.moves.get(contactId) ?? 0) + 1);
        }
      } else if (op === 'delete') {
        const contactId = own.shift()!;
        deleting.add(contactId);
        const res = await send(agent, op, 'DELETE', `/contacts/${contactId}`, undefined, () => ({ op, contactId }));
        if (expect(i, op, res, res?.status === 204)) ledger.deleted.add(contactId);
      } else {
        const path = {
          list: `/contacts?page=${1 + (n % 3)}&limit=50&sort_by=${SORTS[n % SORTS.length]}&sort_order=${n % 2 ? 'asc' : 'desc'}`,
          search: `/contacts?page=1&limit=20&search=${n % 2 ? 'load' : `writer${i}`}`,
          get: `/contacts/${target.seeded[n % target.seeded.length]}`,
          board: `/pipeline/${target.pipelineId}/board?limit=50`,
        }[op];
        const res = await send(agent, op, 'GET', path);
        expect(i, op, res, res?.status === 200);
      }
    }
    agent.destroy();
  }

  await Promise.all(Array.from({ length: connections }, (_, i) => connection(i)));
  return ledger;
}

/** One request on the agent's socket; rejects on a network error or after REQUEST_TIMEOUT_MS. */
function http(agent: Agent, url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
