import { useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Button, PHONE_MEDIA, space, UploadIcon } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface FileDropZoneProps {
  onFiles: (files: File[]) => void;
}

const StyledZone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
  padding: ${space(6)} ${space(4)};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $over }) => ($over ? theme.colors.infoBg : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** A finger-sized target on phones. */
const StyledChooseButton = styled(Button)`
  ${PHONE_MEDIA} {
    min-height: 44px;
  }
`;

const StyledHiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Several files at once: picked with the button (<input type=file multiple>) or dropped here. */
export function FileDropZone({ onFiles }: FileDropZoneProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (!Array.from(event.dataTransfer.types ?? []).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files ?? []);
    if (files.length > 0) onFiles(files);
  };

  return (
    <StyledZone $over={over} data-testid="file-drop-zone" onDragOver={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDrop}>
      <UploadIcon size={24} />
      <span>{t('contacts.files.drop')}</span>
      <StyledChooseButton size="sm" onClick={() => inputRef.current?.click()}>
        {t('contacts.files.choose')}
      </StyledChooseButton>
      <StyledHiddenInput
        ref={inputRef}
        type="file"
        multiple
        tabIndex={-1}
        aria-label={t('contacts.files.uploadLabel')}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </StyledZone>
  );
}
