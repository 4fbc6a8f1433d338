import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { space, Spinner, UploadIcon } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface DropZoneProps {
  busy: boolean;
  onFile: (file: File) => void;
}

const StyledZone = styled.div<{ $over: boolean; $busy: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(10)} ${space(6)};
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: none;
  }
  &:focus-visible {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focusRing};
  }
  ${({ $over, theme }) =>
    $over &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.infoBg};
    `}
  ${({ $busy }) =>
    $busy &&
    css`
      cursor: progress;
    `}
`;

const StyledTitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** docs/PRODUCT.md §2 drop zone: drop a file, or click (Enter/Space) to browse. */
export function DropZone({ busy, onFile }: DropZoneProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const browse = () => {
    if (!busy) input.current?.click();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      browse();
    }
  };
  return (
    <StyledZone
      role="button"
      tabIndex={0}
      aria-busy={busy}
      aria-label={t('import.upload.dropZone')}
      $over={over}
      $busy={busy}
      onClick={browse}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {busy ? <Spinner size="lg" decorative /> : <UploadIcon size={32} />}
      <StyledTitle>{t('import.upload.dropZone')}</StyledTitle>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="csv-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // choosing the same file again still fires
          if (file) onFile(file);
        }}
      />
    </StyledZone>
  );
}
