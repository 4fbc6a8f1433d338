import styled, { css, keyframes } from 'styled-components';
import { space } from '@meridian/shared/ui';
import { describeProgress, type ImportProgressState } from '../utils/importProgress';
import { useT } from '../../../i18n';

export interface ImportProgressBarProps {
  progress?: ImportProgressState;
  /** Shown as the upload's size before the browser reports it. */
  fileSize?: number;
}

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
  gap: ${space(2)};
  margin: 0 0 ${space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A real progress bar: the upload's bytes, then the job's rows on the server. */
export function ImportProgressBar({ progress, fileSize }: ImportProgressBarProps) {
  const t = useT();
  const { label, fraction } = describeProgress(progress, fileSize);
  const value = fraction === undefined ? undefined : Math.round(fraction * 100);
  const percent = value === undefined ? undefined : t('import.progress.percent', { fraction: value / 100 });
  return (
    <div>
      <StyledLabel>
        <span>{label}</span>
        {percent === undefined ? null : <span>{percent}</span>}
      </StyledLabel>
      <StyledTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={percent === undefined ? label : t('import.progress.valueText', { label, percent })}
      >
        <StyledFill $fraction={fraction} />
      </StyledTrack>
    </div>
  );
}
