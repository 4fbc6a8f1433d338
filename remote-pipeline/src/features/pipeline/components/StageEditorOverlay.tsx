import { useId } from 'react';
import styled from 'styled-components';
import { Button, CloseIcon, Dialog, IconButton, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { StageEditorList } from './StageEditorList';

export interface StageEditorOverlayProps {
  pipelineId: string;
  onClose: () => void;
}

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

/**
 * The modal stage editor (add, delete, reorder stages; name, colour, probability, outcome): Done, the close button, a backdrop click or Escape close it.
 */
export function StageEditorOverlay({ pipelineId, onClose }: StageEditorOverlayProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();

  return (
    <Dialog labelledBy={titleId} describedBy={textId} width={560} onClose={onClose} backdropTestId="stage-editor-backdrop">
      <StyledHeader>
        <div>
          <StyledTitle id={titleId}>{t('pipeline.stages.title')}</StyledTitle>
          <StyledText id={textId}>{t('pipeline.stages.description')}</StyledText>
        </div>
        <IconButton aria-label={t('pipeline.stages.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </StyledHeader>
      <StyledBody>
        <StageEditorList pipelineId={pipelineId} />
      </StyledBody>
      <StyledFooter>
        <Button variant="primary" onClick={onClose}>
          {t('pipeline.stages.done')}
        </Button>
      </StyledFooter>
    </Dialog>
  );
}
