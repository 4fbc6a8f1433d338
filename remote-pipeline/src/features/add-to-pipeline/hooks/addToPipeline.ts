import { ApiError, pipelineApi } from '@meridian/shared/api';
import type { Contact, Pipeline, Stage } from '@meridian/shared/model';
import { contactDisplayName } from '@meridian/shared/format';

export type AddOutcome =
  | { kind: 'added'; message: string }
  | { kind: 'already'; message: string }
  | { kind: 'error'; message: string };

/** SPEC §9: the first pipeline whose name contains 'Default', otherwise the first. */
export function defaultPipeline(pipelines: readonly Pipeline[]): Pipeline | undefined {
  // An entry without an id cannot take the contact: it is no pipeline ('No pipeline found').
  const usable = pipelines.filter((p) => p?.id);
  return usable.find((p) => p.name?.includes('Default')) ?? usable[0];
}

/** The stage with the lowest position (list order breaks ties); one without an id does not count. */
export function firstStage(stages: readonly Stage[]): Stage | undefined {
  return stages.filter((s) => s?.id).sort((a, b) => (a.position ?? 0) - (b.position ?? 0))[0];
}

/** The server's 409 names the stage the contact is in already (`stageName`, or inside `error`). */
function stageOfConflict(error: ApiError): string | undefined {
  const body = error.body as { stageName?: unknown } | undefined;
  if (typeof body?.stageName === 'string' && body.stageName) return body.stageName;
  return /\((.+) stage\)$/.exec(error.message)?.[1];
}

/**
 * SPEC §4/§8 'Pipeline' button: the contact goes into the first stage of the default pipeline;
 * each way it can go wrong has its own message.
 */
export async function addToPipeline(contact: Contact): Promise<AddOutcome> {
  const name = contactDisplayName(contact);
  try {
    const listed = await pipelineApi.list();
    const pipelines = (Array.isArray(listed) ? listed : listed?.pipelines) ?? [];
    if (pipelines.length === 0) return { kind: 'error', message: 'No pipelines available' };
    const pipeline = defaultPipeline(pipelines);
    if (!pipeline) return { kind: 'error', message: 'No pipeline found' };
    const { data: stages } = await pipelineApi.stages(pipeline.id);
    if (!stages?.length) return { kind: 'error', message: 'No stages found in pipeline' };
    const stage = firstStage(stages);
    if (!stage) return { kind: 'error', message: 'No first stage found' };

    const status = await pipelineApi.status(contact.id);
    if (status.inPipeline) return { kind: 'already', message: `${name} is already in pipeline (${status.stageName ?? 'unknown'} stage)` };
    try {
      await pipelineApi.add(contact.id, stage.id);
    } catch (error) {
      // Added meanwhile (another tab, or a stale card): the server says where it is.
      if (error instanceof ApiError && error.status === 409) {
        const current = stageOfConflict(error);
        return { kind: 'already', message: current ? `${name} is already in pipeline (${current} stage)` : error.message };
      }
      console.error('[contacts] add to pipeline', error);
      return { kind: 'error', message: 'Failed to add contact to pipeline' };
    }
    return { kind: 'added', message: `${name} added to ${stage.name} stage! Check the Sales Pipeline to see them.` };
  } catch (error) {
    console.error('[contacts] add to pipeline', error);
    return { kind: 'error', message: 'Error adding contact to pipeline' };
  }
}
