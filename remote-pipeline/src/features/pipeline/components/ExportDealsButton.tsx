import { useState } from 'react';
import { errorText } from '@meridian/shared/api';
import { Button, DownloadIcon, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../../i18n';

export interface ExportDealsButtonProps {
  pipelineId: string;
  ownerId: string | null;
  /** A phone's header: the icon alone, its name for screen readers and as a tooltip. */
  compact?: boolean;
}

/** 'Export deals': the deals CSV of what the board shows. The download code is fetched on the first click (the first screen's 200 KB budget). */
export function ExportDealsButton({ pipelineId, ownerId, compact = false }: ExportDealsButtonProps) {
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const exportDeals = async () => {
    setExporting(true);
    try {
      const { downloadDeals } = await import('../utils/downloadDeals');
      await downloadDeals(pipelineId, ownerId);
    } catch (error) {
      toast.error(translate('pipeline.export.failed', { reason: errorText(error, translate('pipeline.export.unknownError')) }));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      size="sm"
      aria-label={compact ? t('pipeline.export.button') : undefined}
      title={compact ? t('pipeline.export.button') : undefined}
      onClick={() => void exportDeals()}
      loading={exporting}
      disabled={exporting}
    >
      <DownloadIcon size={14} />
      {compact ? null : t('pipeline.export.button')}
    </Button>
  );
}
