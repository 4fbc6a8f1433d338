import styled, { css, keyframes } from 'styled-components';
import { space } from '@meridian/shared/ui';
import type { ImportProgressState } from '../utils/runImport';

export interface ImportProgressBarProps {
  progress?: ImportProgressState;
}

const PHASES: Record<string, string> = {
  parsing: 'Reading rows',
  validating: 'Checking rows',
  writing: 'Saving contacts',
  finishing: 'Updating search and sorting',
  done: 'Finishing',
};

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const StyledTrack = styled.div`
  position: relative;
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.border};
`;

const StyledFill = styled.div<{ $fraction?: number }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  ${({ $fraction }) =>
    $fraction === undefined
      ? css`
          width: 40%;
          animation: ${slide} 1.4s ease-in-out infinite;
        `
      : css`
          width: ${Math.round($fraction * 1000) / 10}%;
          transition: width 0.3s ease-out;
        `}
`;

const StyledLabel = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 ${space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** What the bar says and how full it is; undefined fraction = indeterminate. */
export function describeProgress(progress?: ImportProgressState): { label: string; fraction?: number } {
  if (!progress) return { label: 'Preparing upload' };
  if (progress.stage === 'upload') {
    return { label: 'Uploading file', fraction: progress.total > 0 ? progress.loaded / progress.total : undefined };
  }
  const label = PHASES[progress.phase ?? ''] ?? 'Importing on the server';
  if (progress.total <= 0) return { label };
  const rows = `${progress.processed.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} rows`;
  return { label: `${label}: ${rows}`, fraction: Math.min(1, progress.processed / progress.total) };
}

/** A real progress bar: the upload's bytes, then the server's rows. */
export function ImportProgressBar({ progress }: ImportProgressBarProps) {
  const { label, fraction } = describeProgress(progress);
  const percent = fraction === undefined ? undefined : Math.round(fraction * 100);
  return (
    <div>
      <StyledLabel>
        <span>{label}</span>
        {percent === undefined ? null : <span>{`${percent}%`}</span>}
      </StyledLabel>
      <StyledTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent === undefined ? label : `${label}, ${percent}%`}
      >
        <StyledFill $fraction={fraction} />
      </StyledTrack>
    </div>
  );
}
