import type { TenantScope } from '../../db/tenant-scope';
import { contactsRepository } from '../../repositories/contacts';
import { contactStages } from '../../repositories/pipeline';

export interface StageFields {
  stage_id: string | null;
  stage_name: string | null;
  stage_color: string | null;
}

/** Each contact with its pipeline stage (the card badge), in one query for the whole page. */
export async function withStages<C extends { id: string }>(scope: TenantScope, contacts: C[]): Promise<(C & StageFields)[]> {
  const stages = await contactStages(
    scope,
    contacts.map((c) => c.id),
  );
  return contacts.map((c) => {
    const stage = stages.get(c.id);
    return { ...c, stage_id: stage?.stageId ?? null, stage_name: stage?.stageName ?? null, stage_color: stage?.stageColor ?? null };
  });
}

/** One live contact with its stage, or undefined. */
export async function findWithStage(scope: TenantScope, id: string) {
  const contact = await contactsRepository(scope).find(id);
  return contact ? (await withStages(scope, [contact]))[0] : undefined;
}
