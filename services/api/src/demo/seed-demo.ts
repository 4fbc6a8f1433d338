// Fills an empty demo organisation on start-up (DEMO_ORG), so a fresh `pnpm start` shows a working
// CRM instead of empty screens. An organisation that already has data is left alone.
import { DEMO_TEAM } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import type { DbHandle } from '../db/connection';
import { tenantScope } from '../db/tenant-scope';
import { pipelineRepository } from '../repositories/pipeline';
import { pipelineEntriesRepository } from '../repositories/pipeline-entries';
import { seedDemoActivities } from './demo-activities';
import { DEMO_COMPANIES, demoContacts } from './demo-data';

const DAY = 24 * 60 * 60 * 1000;

/** Who owns the demo deals: the sign-in service's demo accounts, under the same ids, so the demo user's "My deals" is theirs. */
const DEMO_MEMBERS = [DEMO_TEAM.dana, DEMO_TEAM.sam];
const NEXT_STEPS = ['Send the proposal', 'Book a demo', 'Call the buyer', null];

/** A deterministic deal for the i-th card: a value (mostly USD, some EUR), a close date (some past), an owner. */
function demoDeal(i: number, now: number) {
  const day = new Date(now + ((i * 11) % 60) * DAY - 10 * DAY).toISOString().slice(0, 10);
  return {
    value: String(1_500 + ((i * 3_725) % 48_000)) + (i % 4 === 1 ? '.50' : ''),
    currency: i % 5 === 4 ? 'EUR' : 'USD',
    close_date: day,
    owner_id: DEMO_MEMBERS[i % DEMO_MEMBERS.length]!.id,
    next_step: NEXT_STEPS[i % NEXT_STEPS.length]!,
  };
}

export async function seedDemoData(handle: DbHandle, orgSlug: string, now = Date.now()): Promise<boolean> {
  const scope = tenantScope(handle.db, orgSlug, handle.dialect);
  const existing = await scope.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  const anyContact = await scope.selectFrom('contacts').select('id').limit(1).executeTakeFirst();
  if (existing || anyContact) return false;

  // Spread over the last weeks, oldest first, so 'Date Created' sorting shows something.
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const companies = DEMO_COMPANIES.map((c, i) => ({
    ...c,
    id: uuidv7(),
    owner_id: DEMO_MEMBERS[i % DEMO_MEMBERS.length]!.id,
    created_at: at(60 - i),
    updated_at: at(60 - i),
  }));
  const contacts = demoContacts().map((c, i) => ({ ...c, id: uuidv7(), created_at: at(40 - i) }));

  await scope.transaction(async (tx) => {
    await tx
      .insertInto(
        'members',
        DEMO_MEMBERS.map((m) => ({ ...m, first_seen_at: at(60), last_seen_at: at(1) })),
      )
      .execute();
    await tx.insertInto('companies', companies).execute();
    await tx
      .insertInto(
        'contacts',
        contacts.map(({ notes: _notes, companyIndex, ...c }, i) => ({
          ...c,
          owner_id: DEMO_MEMBERS[i % DEMO_MEMBERS.length]!.id,
          company: companies[companyIndex]!.name,
          company_id: companies[companyIndex]!.id,
          updated_at: c.created_at,
        })),
      )
      .execute();
    const notes = contacts.flatMap((c) => c.notes.map((body, n) => ({ id: uuidv7(), contact_id: c.id, body, created_at: at(20 - n), updated_at: at(20 - n) })));
    if (notes.length) await tx.insertInto('notes', notes).execute();
  });
  await seedDemoPipeline(
    scope,
    contacts.map((c) => c.id),
    now,
  );
  await seedDemoActivities(
    scope,
    DEMO_MEMBERS.map((m) => m.id),
    now,
  );
  return true;
}

/** Two thirds of the demo contacts spread over the default pipeline with their deals, moved as a user would. */
async function seedDemoPipeline(scope: ReturnType<typeof tenantScope>, contactIds: string[], now: number): Promise<void> {
  const pipelines = pipelineRepository(scope);
  await pipelines.ensureDefaultPipeline();
  const pipeline = await pipelines.defaultPipeline();
  if (!pipeline) return;
  const stages = await pipelines.stages(pipeline.id);
  const entries = pipelineEntriesRepository(scope);
  const change = { actor: 'Dana Demo' };
  for (const [i, contactId] of contactIds.entries()) {
    if (i % 3 === 2) continue;
    const stage = stages[i % stages.length]!;
    await entries.add(contactId, stages[0]!.id, change, demoDeal(i, now));
    if (stage.id !== stages[0]!.id) await entries.move(contactId, stage.id, change);
  }
}
