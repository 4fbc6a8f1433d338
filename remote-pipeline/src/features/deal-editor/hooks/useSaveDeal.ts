import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, errorText, keys, keysOf, pipelineApi } from '@meridian/shared/api';
import { useRevalidate } from '@meridian/shared/data';
import type { Deal, DealBody } from '@meridian/shared/model';
import { t } from '../../../i18n';
import { draftFieldOf, type DraftField } from '../utils/dealDraft';

export interface SaveFailure {
  field: DraftField | null;
  message: string;
}

/**
 * Saves a deal's changed fields. On success the deal's cache takes the answer and every board
 * (the API's totals), the contact's history (Activity records each change) and status refetch;
 * a refusal says which field, so the editor can show it there and keep what was typed.
 */
export function useSaveDeal(contactId: string, defaultCurrency: string, pipelineId?: string) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  const [saving, setSaving] = useState(false);
  const save = useCallback(
    async (change: DealBody): Promise<{ deal: Deal } | { failure: SaveFailure }> => {
      setSaving(true);
      try {
        const { deal } = await pipelineApi.updateDeal(contactId, change, pipelineId);
        await mutate(keys.deal(contactId, pipelineId), { deal, defaultCurrency }, { revalidate: false });
        // The same deal under its other key (the primary entry's, or the one named by pipeline), and the contact's entries.
        void revalidate((key) => Array.isArray(key) && key[0] === 'deal' && key[1] === contactId && key[2] !== pipelineId);
        void revalidate(keysOf('board'));
        void revalidate((key) => Array.isArray(key) && (key[0] === 'history' || key[0] === 'pipelineStatus') && key[1] === contactId);
        return { deal };
      } catch (error) {
        const field = error instanceof ApiError ? draftFieldOf((error.body as { field?: unknown } | undefined)?.field) : null;
        return { failure: { field, message: errorText(error, t('pipeline.deal.saveFailed')) } };
      } finally {
        setSaving(false);
      }
    },
    [contactId, defaultCurrency, mutate, pipelineId, revalidate],
  );
  return { save, saving };
}
