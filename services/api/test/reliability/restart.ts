// C: the API restarted under load. The load test's traffic on CONNECTIONS (20) connections for
// DURATION_S (20); half way through, the API process is stopped, gracefully (the server closes
// and lets in-flight requests finish) or by SIGKILL, and a new one is started on the same database
// (on a new port: the loops follow target.base). The loops must carry on against it, and the
// database must hold every acknowledged write and nothing else, except writes whose answer was
// lost with the old process: those may or may not have landed, and are counted.
import { startApi } from './api-child';
import type { Checks } from './checks';
import { report, seed, verifyLoad } from './load';
import { runTraffic } from './load-traffic';
import { foldLostWrites } from './lost-writes';
import type { ScratchDatabase } from './scratch-db';

const ORG = 'reliability-restart';
const CONNECTIONS = 20;
const DURATION_S = 20;

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

export async function restartTest(checks: Checks, database: ScratchDatabase, how: 'stop' | 'kill'): Promise<void> {
  const name = how === 'stop' ? 'restart' : 'restart-kill';
  let api = await startApi(database.options, [ORG]);
  try {
    let started = Date.now();
    const target = await seed(api, ORG);
    console.log(`${name}: ${api.dialect}, seeded in ${seconds(started)} s; ${CONNECTIONS} connections for ${DURATION_S} s, ${how} half way`);
    started = Date.now();
    const traffic = runTraffic(target, CONNECTIONS, DURATION_S * 1000, true);
    await new Promise((resolve) => setTimeout(resolve, (DURATION_S * 1000) / 2));
    const stopping = Date.now();
    await (how === 'stop' ? api.stop() : api.kill());
    const stopped = Date.now();
    api = await startApi(database.options, [ORG]);
    // The new process trusts a new signing key: its address and tokens change together.
    Object.assign(target, { base: api.base, headers: api.headers(ORG) });
    const restarted = Date.now();
    const ledger = await traffic;
    report(ledger, (Date.now() - started) / 1000, name);
    console.log(`${name}: old process gone in ${stopped - stopping} ms, new one answering ${restarted - stopped} ms later; ${ledger.retries} retries`);

    const acked = (from: number, to: number) => ledger.ackedAt.filter((t) => t >= from && t < to).length;
    const [before, during, after] = [acked(0, stopping), acked(stopping, restarted), acked(restarted, Infinity)];
    const lost = await foldLostWrites(database, ORG, ledger);
    console.log(
      `${name}: acknowledged writes ${before} before the ${how}, ${during} during it, ${after} after the restart; ` +
        `answers lost ${ledger.lost.length} (${lost.landed} landed, ${lost.notLanded} not)`,
    );
    checks.check(`${name}: writes acknowledged before and after the restart`, before > 0 && after > 0, `${before}, ${after}`);
    checks.none(
      `${name}: connections with no 2xx after the restart`,
      ledger.lastAnswer.flatMap((t, i) => (t > restarted ? [] : [i])),
    );
    // A connection can lose only the request it had in flight when the old process went away.
    checks.check(`${name}: lost answers at most one per connection`, ledger.lost.length <= CONNECTIONS, `${ledger.lost.length}`);
    // A graceful stop answers every request it runs: what it drops (a request still unread on a
    // kept-alive socket when the server closes it) never ran.
    if (how === 'stop') checks.equal(`${name}: lost answers that landed (graceful stop)`, lost.landed, 0);
    started = Date.now();
    await verifyLoad(checks, api, database, ORG, target, ledger);
    console.log(`${name}: verified in ${seconds(started)} s`);
  } finally {
    await api.stop();
  }
}
