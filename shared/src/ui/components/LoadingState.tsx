import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { space } from '../theme/tokens';
import { Spinner } from './Spinner';

export interface LoadingStateProps {
  /** Defaults to the one loading wording, 'Loading...' (common.loading). */
  label?: string;
  className?: string;
}

const StyledLoadingState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(3)};
  padding: ${space(10)} ${space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export function LoadingState({ label, className }: LoadingStateProps) {
  const t = useCommonT();
  return (
    <StyledLoadingState role="status" aria-live="polite" className={className}>
      <Spinner size="lg" decorative />
      <span>{label ?? t('common.loading')}</span>
    </StyledLoadingState>
  );
}
