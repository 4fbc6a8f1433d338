import styled from 'styled-components';
import { StyledFullPageCenter } from '@meridian/shared/app';
import { Button } from '@meridian/shared/ui';
import { useT } from '../../i18n';

const StyledBox = styled.div`
  width: min(560px, 100%);
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    margin: 0 0 12px;
  }
  pre {
    text-align: left;
    white-space: pre-wrap;
    word-break: break-word;
    max-height: 200px;
    overflow: auto;
    padding: 12px;
    margin: 0 0 24px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
`;

export interface ErrorScreenProps {
  error: Error;
  onTryAgain: () => void;
}

export function ErrorScreen({ error, onTryAgain }: ErrorScreenProps) {
  const t = useT();
  return (
    <StyledFullPageCenter role="alert">
      <StyledBox>
        <h1>{t('shell.error.title')}</h1>
        <pre>{error.message || String(error)}</pre>
        <StyledActions>
          <Button variant="primary" onClick={onTryAgain}>
            {t('shell.error.tryAgain')}
          </Button>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('shell.error.refresh')}
          </Button>
        </StyledActions>
      </StyledBox>
    </StyledFullPageCenter>
  );
}
