import { useId, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled, { useTheme } from 'styled-components';
import { Button, CloseIcon, IconButton, space, TOAST_RESERVE_VAR, useFocusTrap } from '@meridian/shared/ui';
import { StageEditorList } from './StageEditorList';

export interface StageEditorOverlayProps {
  pipelineId: string;
  onClose: () => void;
}

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledDialog = styled.div`
  position: fixed;
  /* Clear of the toasts' strip when they have nowhere else to go (shared useToastPlacement). */
  top: calc(50% - var(${TOAST_RESERVE_VAR}, 0px) / 2);
  left: 50%;
  z-index: ${({ theme }) => theme.z.dialog};
  display: flex;
  flex-direction: column;
  width: min(560px, calc(100vw - ${space(8)}));
  max-height: calc(100vh - ${space(10)} - var(${TOAST_RESERVE_VAR}, 0px));
  transform: translate(-50%, -50%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(5)} ${space(5)} ${space(3)};
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${space(1)};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 ${space(5)};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${space(3)} ${space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The modal stage editor: Done Editing, the close button, a backdrop click or Escape close it. */
export function StageEditorOverlay({ pipelineId, onClose }: StageEditorOverlayProps) {
  const titleId = useId();
  const textId = useId();
  const theme = useTheme();
  const dialogRef = useFocusTrap<HTMLDivElement>(true, { layer: theme.z.dialog });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return createPortal(
    <>
      <StyledBackdrop data-testid="stage-editor-backdrop" onClick={onClose} />
      <StyledDialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} onKeyDown={onKeyDown}>
        <StyledHeader>
          <div>
            <StyledTitle id={titleId}>Edit Pipeline Stages</StyledTitle>
            <StyledText id={textId}>Customize the colors and names of your pipeline stages</StyledText>
          </div>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </StyledHeader>
        <StyledBody>
          <StageEditorList pipelineId={pipelineId} />
        </StyledBody>
        <StyledFooter>
          <Button variant="primary" onClick={onClose}>
            Done Editing
          </Button>
        </StyledFooter>
      </StyledDialog>
    </>,
    document.body,
  );
}
