import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, Input } from '@meridian/shared/ui';
import { useT } from '../../i18n';

const StyledRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const StyledNote = styled.p`
  min-height: 1.5em;
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export interface CopyLinkFieldProps {
  label: string;
  value: string;
  /** Focus (and select) the link when it appears, e.g. in place of the form that made it. */
  focusOnMount?: boolean;
}

type Copied = 'idle' | 'copied' | 'manual';

/** Copies through the Clipboard API; without it (an older browser, no permission) through the selection. */
async function copy(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    try {
      return document.execCommand?.('copy') ?? false;
    } catch {
      return false;
    }
  }
}

/** A read-only link and a Copy button; when nothing can copy, the link is selected to copy by hand. */
export function CopyLinkField({ label, value, focusOnMount = false }: CopyLinkFieldProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<Copied>('idle');
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  const note = copied === 'copied' ? t('shell.invite.copied') : copied === 'manual' ? t('shell.invite.copyByHand') : '';

  return (
    <div>
      <StyledRow>
        <Field label={label}>
          <Input ref={inputRef} readOnly value={value} onFocus={(event) => event.target.select()} />
        </Field>
        <Button onClick={async () => setCopied((await copy(value, inputRef.current)) ? 'copied' : 'manual')}>{t('shell.invite.copy')}</Button>
      </StyledRow>
      <StyledNote role="status">{note}</StyledNote>
    </div>
  );
}
