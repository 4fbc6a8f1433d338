import { useState } from 'react';
import { errorText } from '@meridian/shared/api';
import { Button, DownloadIcon, toast } from '@meridian/shared/ui';

export interface ExportDealsButtonProps {
  pipelineId: string;
  ownerId: string | null;
}

/** 'Export deals': the deals CSV of what the board shows. The download code is fetched on the first click (the first screen's 200 KB budget). */
export function ExportDealsButton({ pipelineId, ownerId }: ExportDealsButtonProps) {
  const [exporting, setExporting] = useState(false);
  const exportDeals = async () => {
    setExporting(true);
    try {
      const { downloadDeals } = await import('../utils/downloadDeals');
      await downloadDeals(pipelineId, ownerId);
    } catch (error) {
      toast.error(`Failed to export deals: ${errorText(error, 'An error occurred')}`);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button size="sm" onClick={() => void exportDeals()} loading={exporting} disabled={exporting}>
      <DownloadIcon size={14} />
      Export deals
    </Button>
  );
}
