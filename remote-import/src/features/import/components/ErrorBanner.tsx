import styled from 'styled-components';
import { AlertCircleIcon, CloseIcon, IconButton, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface ErrorBannerProps {
  message: string;
  onDismiss: () => void;
}

const StyledBanner = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(4)};
  padding: ${space(2)} ${space(2)} ${space(2)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.colors.dangerFg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.md};

  & > svg {
    flex: none;
  }
`;

const StyledMessage = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

/** docs/PRODUCT.md §2: the import page's dismissible error banner. */
export function ErrorBanner({ message, onDismiss }: ErrorBannerProps) {
  const t = useT();
  return (
    <StyledBanner role="alert">
      <AlertCircleIcon size={18} />
      <StyledMessage>{message}</StyledMessage>
      <IconButton aria-label={t('import.errorBanner.dismiss')} onClick={onDismiss}>
        <CloseIcon size={14} />
      </IconButton>
    </StyledBanner>
  );
}
