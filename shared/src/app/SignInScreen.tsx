import styled from 'styled-components';
import { signIn, useSessionStore } from '@meridian/shared/auth';
import { getRuntimeConfig } from '@meridian/shared/config';
import { Button } from '@meridian/shared/ui';
import { useCommonT } from '@meridian/shared/i18n';
import { StyledFullPageCenter } from './StyledFullPageCenter';

const StyledCard = styled.section`
  width: min(420px, 100%);
  padding: 40px 32px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};

  h1 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledLogo = styled.div`
  width: 48px;
  height: 48px;
  margin: 0 auto 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  display: grid;
  place-items: center;
  font-weight: 700;
  font-size: 22px;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};
`;

const StyledError = styled.p`
  && {
    margin: 16px 0 0;
    color: ${({ theme }) => theme.colors.dangerFg};
  }
`;

/** Replaces every route while signed out; sign-in itself happens in the service's popup. */
export function SignInScreen() {
  const signingIn = useSessionStore((s) => s.signingIn);
  const error = useSessionStore((s) => s.error);
  const serviceName = getRuntimeConfig().signInName;
  const t = useCommonT();
  return (
    <StyledFullPageCenter>
      <StyledCard aria-labelledby="sign-in-title">
        <StyledLogo aria-hidden="true">M</StyledLogo>
        <h1 id="sign-in-title">{t('common.signIn.title')}</h1>
        <p>{t('common.signIn.text')}</p>
        <Button variant="primary" onClick={() => void signIn()} disabled={signingIn} style={{ width: '100%' }}>
          {signingIn ? t('common.signIn.opening') : t('common.signIn.button', { service: serviceName })}
        </Button>
        {error && <StyledError role="alert">{error}</StyledError>}
      </StyledCard>
    </StyledFullPageCenter>
  );
}
