import { ApiError, pipelineApi } from '@meridian/shared/api';
import type { AlreadyInPipelineAnswer, Contact } from '@meridian/shared/model';
import { contactDisplayName } from '@meridian/shared/format';
import { catalogue, t } from '../../../i18n';

export type AddOutcome = { kind: 'added'; message: string } | { kind: 'already'; message: string } | { kind: 'error'; message: string };

/**
 * docs/PRODUCT.md §4/§8 'Pipeline' button: the API puts the contact into the first stage of the default
 * pipeline (that rule lives only there) and answers with the stage; a 409 carries the stage the
 * contact is in already.
 */
export async function addToPipeline(contact: Contact): Promise<AddOutcome> {
  const name = contactDisplayName(contact);
  // The words speak the chosen language: this remote's texts may still be on their way (the button
  // is the contacts page's, drawn before this remote's catalogue was asked for).
  const texts = catalogue.load().catch(() => undefined);
  try {
    const added = await pipelineApi.add(contact.id);
    await texts;
    return { kind: 'added', message: t('pipeline.add.added', { name, stage: added.stageName }) };
  } catch (error) {
    await texts;
    if (error instanceof ApiError && error.status === 409) {
      const current = error.body as AlreadyInPipelineAnswer | undefined;
      return { kind: 'already', message: t('pipeline.add.already', { name, stage: current?.stageName ?? t('pipeline.add.unknownStage') }) };
    }
    console.error('[pipeline] add to pipeline', error);
    // Status 0: no answer at all (offline); otherwise the server refused.
    const answered = error instanceof ApiError && error.status !== 0;
    return { kind: 'error', message: t(answered ? 'pipeline.add.failed' : 'pipeline.add.error') };
  }
}
