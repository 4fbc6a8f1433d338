// A small pipeline for the dashboard tests, inserted through the tenant scope: contacts, their
// entries (deals) and history rows, each with the dates the charts read.
import { uuidv7 } from 'uuidv7';
import type { TestApp } from './helpers/app';
import type { TestUser } from './helpers/tokens';
import { defaultPipeline, scopeOf, type DefaultPipeline } from './pipeline-fixtures';

export interface DealSeed {
  stage: number;
  value?: number;
  currency?: string;
  close?: string;
  owner?: string;
  /** The contact's owner (record access). */
  contactOwner?: string;
  entered?: string;
  deleted?: boolean;
  /** History stage rows: [stage index, changed_at]. */
  history?: [number, string][];
}

/** The deals of `seeds`, in `user`'s organisation's default pipeline; answers the pipeline and the contact ids. */
export async function seedDeals(t: TestApp, user: TestUser, seeds: DealSeed[]): Promise<{ pipeline: DefaultPipeline; contacts: string[] }> {
  const pipeline = await defaultPipeline(t, user);
  const scope = scopeOf(t, user);
  const contacts: string[] = [];
  for (const [i, seed] of seeds.entries()) {
    const id = uuidv7();
    const at = seed.entered ?? '2026-01-01T00:00:00.000Z';
    const stage = pipeline.stages[seed.stage]!;
    await scope
      .insertInto('contacts', {
        id,
        first: 'Deal',
        last: String(i),
        created_at: at,
        updated_at: at,
        owner_id: seed.contactOwner ?? null,
        deleted_at: seed.deleted ? at : null,
      })
      .execute();
    await scope
      .insertInto('pipeline_entries', {
        id: uuidv7(),
        pipeline_id: pipeline.id,
        stage_id: stage.id,
        contact_id: id,
        entered_at: at,
        updated_at: at,
        value_minor: seed.value ?? null,
        currency: seed.value === undefined ? null : (seed.currency ?? 'USD'),
        close_date: seed.close ?? null,
        owner_id: seed.owner ?? null,
      })
      .execute();
    for (const [index, changedAt] of seed.history ?? []) {
      const reached = pipeline.stages[index]!;
      await scope
        .insertInto('pipeline_history', {
          id: uuidv7(),
          contact_id: id,
          pipeline_id: pipeline.id,
          stage_id: reached.id,
          stage_name: reached.name,
          changed_at: changedAt,
          changed_by: null,
          notes: null,
        })
        .execute();
    }
    contacts.push(id);
  }
  return { pipeline, contacts };
}

export async function addMember(t: TestApp, user: TestUser, id: string, name: string): Promise<void> {
  const now = new Date().toISOString();
  await scopeOf(t, user)
    .insertInto('members', { id, name, email: `${id}@example.test`, first_seen_at: now, last_seen_at: now })
    .execute();
}

/** A ConvertedTotal in USD (the default currency) with its parts; EUR has no rate in these tests. */
export function usd(value: string, count: number, parts: { currency: string; value: string; count: number }[] = [], missing: string[] = []) {
  return { currency: 'USD', value, count, parts, missing };
}
