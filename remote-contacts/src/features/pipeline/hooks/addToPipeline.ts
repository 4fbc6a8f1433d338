import { ApiError, pipelineApi } from '@meridian/shared/api';
import type { Contact, Pipeline, Stage } from '@meridian/shared/model';
import { contactDisplayName } from '@meridian/shared/format';

export type AddOutcome =
  | { kind: 'added'; message: string }
  | { kind: 'already'; message: string }
  | { kind: 'error'; message: string };

/** SPEC §9: the first pipeline whose name contains 'Default', otherwise the first. */
export function defaultPipeline(pipelines: readonly Pipeline[]): Pipeline | undefined {
  return pipelines.find((p) => p.name.includes('Default')) ?? pipelines[0];
}

const firstStage = (stages: readonly Stage[]) =>
  [...stages].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))[0];

/**
 * SPEC §4/§8 'Pipeline' button: the contact goes into the first stage of the default pipeline;
 * each way it can go wrong has its own message.
 */
export async function addToPipeline(contact: Contact): Promise<AddOutcome> {
  const name = contactDisplayName(contact);
  try {
    const listed = await pipelineApi.list();
    const pipelines = Array.isArray(listed) ? listed : listed.pipelines;
    if (pipelines.length === 0) return { kind: 'error', message: 'No pipelines available' };
    const pipeline = defaultPipeline(pipelines);
    if (!pipeline) return { kind: 'error', message: 'No pipeline found' };
    const { data: stages } = await pipelineApi.stages(pipeline.id);
    if (!stages?.length) return { kind: 'error', message: 'No stages found in pipeline' };
    const stage = firstStage(stages);
    if (!stage) return { kind: 'error', message: 'No first stage found' };

    const status = await pipelineApi.status(contact.id);
    if (status.inPipeline) return { kind: 'already', message: `${name} is already in pipeline (${status.stageName} stage)` };
    try {
      await pipelineApi.add(contact.id, stage.id);
    } catch (error) {
      // Added meanwhile (another tab): the server says where it is.
      if (error instanceof ApiError && error.status === 409) return { kind: 'already', message: error.message };
      return { kind: 'error', message: 'Failed to add contact to pipeline' };
    }
    return { kind: 'added', message: `${name} added to ${stage.name} stage! Check the Sales Pipeline to see them.` };
  } catch (error) {
    console.error('[contacts] add to pipeline', error);
    return { kind: 'error', message: 'Error adding contact to pipeline' };
  }
}
