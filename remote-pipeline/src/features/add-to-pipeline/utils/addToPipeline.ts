import { ApiError, pipelineApi } from '@meridian/shared/api';
import type { AlreadyInPipelineAnswer, Contact } from '@meridian/shared/model';
import { contactDisplayName } from '@meridian/shared/format';

export type AddOutcome = { kind: 'added'; message: string } | { kind: 'already'; message: string } | { kind: 'error'; message: string };

/**
 * docs/PRODUCT.md §4/§8 'Pipeline' button: the API puts the contact into the first stage of the default
 * pipeline (that rule lives only there) and answers with the stage; a 409 carries the stage the
 * contact is in already.
 */
export async function addToPipeline(contact: Contact): Promise<AddOutcome> {
  const name = contactDisplayName(contact);
  try {
    const added = await pipelineApi.add(contact.id);
    return { kind: 'added', message: `${name} added to ${added.stageName} stage! Check the Sales Pipeline to see them.` };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const current = error.body as AlreadyInPipelineAnswer | undefined;
      return { kind: 'already', message: `${name} is already in pipeline (${current?.stageName ?? 'unknown'} stage)` };
    }
    console.error('[pipeline] add to pipeline', error);
    // Status 0: no answer at all (offline); otherwise the server refused.
    const answered = error instanceof ApiError && error.status !== 0;
    return { kind: 'error', message: answered ? 'Failed to add contact to pipeline' : 'Error adding contact to pipeline' };
  }
}
