// The other organisation of bench:import-isolation, busy as its users are while someone else
// imports: it creates contacts and uploads attachments at a steady rate, and reads its contact
// list and GET /me, each from a process of its own (import-reader.ts), so that neither the bench's
// own work nor each other's delays their requests.
import { percentile } from './report';
import { startReader, type ApiServer, type Reader } from './import-harness';

export const RATES = { contacts: 10, attachments: 2, list: 10, me: 20 };
/** Bytes of each uploaded attachment. */
const ATTACHMENT_BYTES = 64 * 1024;

export interface Latency {
  requests: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** The three slowest: [seconds since the step began, ms]. */
  slowest: [number, number][];
}

export interface OtherOrgTimes {
  /** POST /contacts and POST /contacts/:id/attachments together. */
  writes: Latency;
  contacts: Latency;
  attachments: Latency;
  list: Latency;
  me: Latency;
}

function latency(times: [number, number][], statuses: Record<string, number>): Latency {
  const ms = times.map(([, took]) => took).sort((a, b) => a - b);
  const none = ms.length === 0;
  return {
    requests: ms.length,
    statuses,
    p50: none ? NaN : percentile(ms, 50),
    p99: none ? NaN : percentile(ms, 99),
    max: none ? NaN : ms.at(-1)!,
    slowest: [...times].sort((a, b) => b[1] - a[1]).slice(0, 3),
  };
}

const merge = (a: Record<string, number>, b: Record<string, number>) => {
  const sum = { ...a };
  for (const [k, n] of Object.entries(b)) sum[k] = (sum[k] ?? 0) + n;
  return sum;
};

/** Starts the four loops of `headers`' organisation, which owns `contactId`; stop() gives their times. */
export async function startOtherOrg(server: ApiServer, headers: Record<string, string>, contactId: string, tag: string) {
  const base = server.base;
  const loops: Reader[] = await Promise.all([
    startReader({
      base,
      headers,
      path: '/contacts',
      method: 'POST',
      rps: RATES.contacts,
      body: JSON.stringify({ first: 'Isolation', last: 'Writer {n}', email: `writer-${tag}-{n}@isolation.test` }),
    }),
    startReader({ base, headers, path: `/contacts/${contactId}/attachments`, method: 'POST', rps: RATES.attachments, upload: ATTACHMENT_BYTES }),
    startReader({ base, headers, path: '/contacts?page=1&limit=50', rps: RATES.list }),
    startReader({ base, headers, path: '/me', rps: RATES.me }),
  ]);
  return {
    async stop(): Promise<OtherOrgTimes> {
      const [contacts, attachments, list, me] = await Promise.all(loops.map((loop) => loop.stop()));
      return {
        writes: latency([...contacts!.times, ...attachments!.times], merge(contacts!.statuses, attachments!.statuses)),
        contacts: latency(contacts!.times, contacts!.statuses),
        attachments: latency(attachments!.times, attachments!.statuses),
        list: latency(list!.times, list!.statuses),
        me: latency(me!.times, me!.statuses),
      };
    },
  };
}
