import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Stage } from '@meridian/shared/model';
import { EditIcon, IconButton, Input, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface StageNameEditorProps {
  stage: Stage;
  onRename: (name: string) => void;
}

const StyledRow = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${space(1)};
  min-width: 0;
`;

const StyledName = styled.button`
  padding: ${space(1)} ${space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: left;
  cursor: text;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/**
 * A stage name that turns into a text box on click (name or edit button). Enter or leaving the
 * box saves a non-blank, changed name; Escape cancels (and does not close the dialog).
 */
export function StageNameEditor({ stage, onRename }: StageNameEditorProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(stage.name);
  const settled = useRef(false);
  const refocus = useRef(false);
  const nameRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      nameRef.current?.focus();
    }
  }, [editing]);

  const start = () => {
    settled.current = false;
    setDraft(stage.name);
    setEditing(true);
  };

  const finish = (save: boolean, fromKeyboard: boolean) => {
    if (settled.current) return;
    settled.current = true;
    refocus.current = fromKeyboard;
    setEditing(false);
    const name = draft.trim();
    if (save && name && name !== stage.name) onRename(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true, true);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      finish(false, true);
    }
  };

  if (editing) {
    return (
      <StyledRow>
        <Input
          aria-label={t('pipeline.stages.name.label')}
          value={draft}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor opens on the user's rename: type at once
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => finish(true, false)}
        />
      </StyledRow>
    );
  }
  return (
    <StyledRow>
      <StyledName ref={nameRef} type="button" onClick={start} title={t('pipeline.stages.name.clickToRename')}>
        {stage.name}
      </StyledName>
      <IconButton size="sm" aria-label={t('pipeline.stages.name.rename', { name: stage.name })} onClick={start}>
        <EditIcon />
      </IconButton>
    </StyledRow>
  );
}
