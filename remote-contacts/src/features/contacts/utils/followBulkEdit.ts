import type { BulkEdit } from '@meridian/shared/model';
import { contactsApi } from '@meridian/shared/api';
import { isClientError } from '@meridian/shared/data';
import { BULK_EDIT_POLL_MS } from './contactConstants';

const working = (edit: BulkEdit) => edit.status === 'running' || edit.status === 'undoing';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface FollowOptions {
  /** Every answer while the job works (processed of total). */
  onProgress: (edit: BulkEdit) => void;
  /** False once nobody is watching (the page left): the job goes on on the server, the asking stops. */
  watching: () => boolean;
}

/**
 * Asks for a bulk edit (or its undo) every second until it has ended, and resolves with its last
 * state; undefined when nobody watches any more. A network or server error just asks again later
 * (the job goes on on the server); a refusal (the edit is gone) rejects.
 */
export async function followBulkEdit(edit: BulkEdit, { onProgress, watching }: FollowOptions): Promise<BulkEdit | undefined> {
  let current = edit;
  while (working(current)) {
    onProgress(current);
    await pause(BULK_EDIT_POLL_MS);
    if (!watching()) return undefined;
    try {
      current = await contactsApi.bulkEditStatus(current.id);
    } catch (err) {
      if (isClientError(err)) throw err;
      console.error('[contacts] bulk edit status', err);
    }
  }
  return current;
}
