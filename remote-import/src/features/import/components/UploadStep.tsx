import { useState } from 'react';
import styled from 'styled-components';
import { importExportApi } from '@meridian/shared/api';
import { saveBlob } from '@meridian/shared/app';
import { Button, DownloadIcon, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { DropZone } from './DropZone';

export interface UploadStepProps {
  reading: boolean;
  notice?: string;
  onFile: (file: File) => void;
  onError: (message: string) => void;
}

const StyledNote = styled.p`
  margin: ${space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const StyledNotice = styled.p`
  margin: ${space(3)} 0 0;
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.font.size.md};
  text-align: center;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space(5)};
`;

export const TEMPLATE_FILE_NAME = 'contacts_template.csv';

/** Step 1: choose or drop a CSV, or download the template (docs/PRODUCT.md §2 Upload). */
export function UploadStep({ reading, notice, onFile, onError }: UploadStepProps) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      const response = await importExportApi.template();
      saveBlob(await response.blob(), TEMPLATE_FILE_NAME);
    } catch (error) {
      console.error('[importer] template', error);
      onError(t('import.upload.templateFailedWithReason', { reason: (error as Error)?.message || t('import.upload.templateFailed') }));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section aria-label={t('import.steps.upload')}>
      <DropZone busy={reading} onFile={onFile} />
      <StyledNote>{t('import.upload.note')}</StyledNote>
      {notice ? <StyledNotice role="status">{notice}</StyledNotice> : reading ? <StyledNotice role="status">{t('import.upload.reading')}</StyledNotice> : null}
      <StyledActions>
        <Button onClick={downloadTemplate} loading={downloading}>
          <DownloadIcon size={14} />
          {t('import.upload.template')}
        </Button>
      </StyledActions>
    </section>
  );
}
