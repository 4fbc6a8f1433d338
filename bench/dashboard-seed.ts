// Deals for the dashboard benchmark: contacts each with an entry on the default pipeline (values
// in three currencies, five owners, close dates from six months ago to a year ahead, entries over
// the last two years) and HISTORY_PER_DEAL stage rows each, in bulk through the tenant scope.
import { uuidv7 } from 'uuidv7';
import type { DbHandle } from '../services/api/src/db/connection';
import { tenantScope } from '../services/api/src/db/tenant-scope';

/** Share of the deals per stage (Lead … Lost). */
const FUNNEL = [0.3, 0.2, 0.15, 0.1, 0.15, 0.1];
const CURRENCIES = ['USD', 'USD', 'USD', 'EUR', 'GBP'];
const DAY = 86_400_000;
/** Entries and history spread over this many days before now. */
const SPAN_DAYS = 730;

export interface DealSpec {
  org: string;
  deals: number;
  historyPerDeal: number;
  owners: readonly string[];
  stages: readonly { id: string; name: string }[];
  pipelineId: string;
}

/** A well-mixed 32-bit hash of (i, salt). */
function mix(i: number, salt: number): number {
  let x = Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

function stageAt(fraction: number): number {
  let acc = 0;
  for (let i = 0; i < FUNNEL.length; i++) if (fraction < (acc += FUNNEL[i]!)) return i;
  return FUNNEL.length - 1;
}

export async function seedDeals(handle: DbHandle, spec: DealSpec, onProgress?: (done: number) => void): Promise<void> {
  const scope = tenantScope(handle.db, spec.org, handle.dialect);
  const now = Date.now();
  const BATCH = 500;
  await scope
    .insertInto(
      'members',
      spec.owners.map((id, i) => ({
        id,
        name: `Owner ${i + 1}`,
        email: `${id}@example.test`,
        first_seen_at: new Date(now).toISOString(),
        last_seen_at: new Date(now).toISOString(),
      })),
    )
    .execute();
  for (let start = 0; start < spec.deals; start += BATCH * 10) {
    await scope.transaction(async (tx) => {
      for (let b = start; b < Math.min(start + BATCH * 10, spec.deals); b += BATCH) {
        const contacts = [];
        const entries = [];
        const history = [];
        for (let i = b; i < Math.min(b + BATCH, spec.deals); i++) {
          const id = uuidv7();
          // The deal's life: history rows at increasing times, the last its entry into the current stage.
          const first = now - (mix(i, 1) % SPAN_DAYS) * DAY - (mix(i, 2) % DAY);
          const step = Math.max(1, Math.floor((now - first) / (spec.historyPerDeal + 1)));
          const stage = stageAt((mix(i, 3) % 10_000) / 10_000);
          const enteredAt = new Date(first + step * spec.historyPerDeal).toISOString();
          const created = new Date(first).toISOString();
          contacts.push({
            id,
            first: `First${i}`,
            last: `Last${i}`,
            email: `deal${i}@example.test`,
            owner_id: spec.owners[mix(i, 4) % spec.owners.length]!,
            created_at: created,
            updated_at: enteredAt,
            deleted_at: i % 50 === 49 ? enteredAt : null,
          });
          const closeDay = new Date(now + ((mix(i, 5) % 540) - 180) * DAY).toISOString().slice(0, 10);
          entries.push({
            id: uuidv7(),
            pipeline_id: spec.pipelineId,
            stage_id: spec.stages[stage]!.id,
            contact_id: id,
            entered_at: enteredAt,
            updated_at: enteredAt,
            value_minor: i % 10 === 9 ? null : String(mix(i, 6) % 10_000_000),
            currency: CURRENCIES[mix(i, 7) % CURRENCIES.length]!,
            close_date: i % 20 === 19 ? null : closeDay,
            owner_id: spec.owners[mix(i, 8) % spec.owners.length]!,
          });
          for (let h = 1; h <= spec.historyPerDeal; h++) {
            const reached = h === spec.historyPerDeal ? stage : mix(i * 31 + h, 9) % 4;
            history.push({
              id: uuidv7(),
              contact_id: id,
              pipeline_id: spec.pipelineId,
              stage_id: spec.stages[reached]!.id,
              stage_name: spec.stages[reached]!.name,
              changed_at: new Date(first + step * h).toISOString(),
              changed_by: 'Bench',
              notes: null,
            });
          }
        }
        await tx.insertInto('contacts', contacts).execute();
        await tx.insertInto('pipeline_entries', entries).execute();
        for (let h = 0; h < history.length; h += 1000) await tx.insertInto('pipeline_history', history.slice(h, h + 1000)).execute();
      }
    });
    onProgress?.(Math.min(start + BATCH * 10, spec.deals));
  }
}
