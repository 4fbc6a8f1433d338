import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { OrgImportAnswer } from '@meridian/shared/model';
import { errorText, organisationApi } from '@meridian/shared/api';
import { usePermissions } from '@meridian/shared/app';
import { Button, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { StyledSection } from '../common/Page';

const StyledText = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledError = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledPart = styled.div`
  & + & {
    margin-top: 24px;
    padding-top: 24px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledCounts = styled.ul`
  margin: 12px 0 0;
  padding-left: 20px;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledProgress = styled.progress`
  display: block;
  width: 100%;
  max-width: 360px;
  margin-top: 12px;
`;

/** The archive's files, in the order the result lists them. */
const FILES = [
  'contacts',
  'companies',
  'notes',
  'attachments',
  'pipelines',
  'stages',
  'deals',
  'history',
  'activities',
  'activity_types',
  'views',
  'rates',
  'audit',
] as const;

type ImportState =
  | { kind: 'idle' }
  | { kind: 'sending'; percent: number }
  | { kind: 'importing' }
  | { kind: 'done'; result: OrgImportAnswer }
  | { kind: 'failed'; message: string };

/**
 * Owners only: the whole organisation as one zip (a one-use link the browser downloads, the
 * bearer token being something a download cannot send), and an export brought into this
 * organisation while it is still empty (docs/PRODUCT.md "Moving an organisation").
 */
export function OrganisationDataSection() {
  const t = useT();
  const { can } = usePermissions();
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  if (!can('owner')) return null;

  const download = async () => {
    setExporting(true);
    try {
      const { url } = await organisationApi.exportLink();
      const link = document.createElement('a');
      link.href = url;
      link.rel = 'noopener';
      document.body.appendChild(link);
      link.click();
      link.remove();
    } catch (reason) {
      toast.error(errorText(reason, translate('shell.settings.data.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const send = async (file: File) => {
    setState({ kind: 'sending', percent: 0 });
    try {
      const result = await organisationApi.importArchive(file, {
        onUploadProgress: ({ loaded, total }) =>
          setState(loaded >= total ? { kind: 'importing' } : { kind: 'sending', percent: total ? Math.round((loaded / total) * 100) : 0 }),
      });
      setState({ kind: 'done', result });
    } catch (reason) {
      setState({ kind: 'failed', message: errorText(reason, translate('shell.settings.data.importFailed')) });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const busy = state.kind === 'sending' || state.kind === 'importing';
  return (
    <StyledSection>
      <h2>{t('shell.settings.data')}</h2>
      <StyledPart>
        <h3>{t('shell.settings.data.export')}</h3>
        <StyledText>{t('shell.settings.data.exportAbout')}</StyledText>
        <Button variant="primary" disabled={exporting} onClick={() => void download()}>
          {exporting ? t('shell.settings.data.exporting') : t('shell.settings.data.exportButton')}
        </Button>
      </StyledPart>
      <StyledPart>
        <h3>{t('shell.settings.data.import')}</h3>
        <StyledText>{t('shell.settings.data.importAbout')}</StyledText>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          aria-label={t('shell.settings.data.importFile')}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
        {state.kind === 'sending' && (
          <StyledProgress max={100} value={state.percent} aria-label={t('shell.settings.data.sending', { percent: state.percent })} />
        )}
        {state.kind === 'importing' && <StyledText role="status">{t('shell.settings.data.importing')}</StyledText>}
        {state.kind === 'failed' && <StyledError role="alert">{state.message}</StyledError>}
        {state.kind === 'done' && (
          <div role="status">
            <StyledText>{t('shell.settings.data.imported')}</StyledText>
            <StyledCounts>
              {FILES.filter((file) => state.result.counts[file] !== undefined).map((file) => (
                <li key={file}>{t('shell.settings.data.count', { what: t(`shell.settings.data.file.${file}`), count: state.result.counts[file] ?? 0 })}</li>
              ))}
            </StyledCounts>
            {state.result.members_unmatched > 0 && <StyledText>{t('shell.settings.data.unmatched', { count: state.result.members_unmatched })}</StyledText>}
            {state.result.skipped > 0 && <StyledText>{t('shell.settings.data.skipped', { count: state.result.skipped })}</StyledText>}
          </div>
        )}
      </StyledPart>
    </StyledSection>
  );
}
