import { currentDay } from '@meridian/shared/format';
import { pipelineApi } from '@meridian/shared/api';
import { saveBlob } from '@meridian/shared/app';

/** The server's file name (Content-Disposition), or deals-YYYY-MM-DD.csv. */
function fileNameOf(response: Response): string {
  const disposition = response.headers?.get?.('Content-Disposition') ?? '';
  const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return named || `deals-${currentDay()}.csv`;
}

/** Saves the deals CSV of the pipeline, of one owner's deals when given. */
export async function downloadDeals(pipelineId: string, ownerId: string | null): Promise<void> {
  const response = await pipelineApi.exportDeals(pipelineId, ownerId ?? undefined);
  saveBlob(await response.blob(), fileNameOf(response));
}
