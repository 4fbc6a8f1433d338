import { useCallback, useState } from 'react';
import { errorText, pipelineApi } from '@meridian/shared/api';
import { saveBlob } from '@meridian/shared/app';
import { useToast } from '@meridian/shared/ui';

/** The server's file name (Content-Disposition), or deals-YYYY-MM-DD.csv. */
function fileNameOf(response: Response): string {
  const disposition = response.headers?.get?.('Content-Disposition') ?? '';
  const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return named || `deals-${new Date().toISOString().slice(0, 10)}.csv`;
}

/** 'Export deals': the deals CSV of the pipeline, of the owner the board is filtered by. */
export function useExportDeals(pipelineId: string, ownerId: string | null) {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const exportDeals = useCallback(async () => {
    setExporting(true);
    try {
      const response = await pipelineApi.exportDeals(pipelineId, ownerId ?? undefined);
      saveBlob(await response.blob(), fileNameOf(response));
    } catch (error) {
      toast.error(`Failed to export deals: ${errorText(error, 'An error occurred')}`);
    } finally {
      setExporting(false);
    }
  }, [ownerId, pipelineId, toast]);
  return { exporting, exportDeals };
}
