import styled, { css } from 'styled-components';
import { CheckIcon, PHONE_MEDIA, space } from '@meridian/shared/ui';
import type { WizardStep } from '../utils/wizardState';
import { useT } from '../../../i18n';

export interface ImportStepperProps {
  step: WizardStep;
}

/** The wizard's steps in order; each one's tab text is `import.steps.<id>`. */
const STEPS: readonly WizardStep[] = ['upload', 'map', 'import', 'results'];

const StyledNav = styled.nav`
  margin-bottom: ${space(4)};
`;

const StyledCount = styled.p`
  margin: 0 0 ${space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  /* The four steps, with a tick on each done one, fit one row of a 390 px phone. */
  ${PHONE_MEDIA} {
    gap: 0;
  }
`;

const StyledStep = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  margin-bottom: -1px;
  padding: ${space(2)} ${space(3)};
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  ${PHONE_MEDIA} {
    padding: ${space(2)};
  }
  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      border-bottom-color: ${theme.colors.primary};
      color: ${theme.colors.link};
      font-weight: ${theme.font.weight.semibold};
    `}
  ${({ $state, theme }) =>
    $state === 'done' &&
    css`
      color: ${theme.colors.text};
    `}
`;

/** 'Step n of 4' and the four step tabs (docs/PRODUCT.md §2); they show where the user is, not links. */
export function ImportStepper({ step }: ImportStepperProps) {
  const t = useT();
  const current = STEPS.indexOf(step);
  return (
    <StyledNav aria-label={t('import.steps.label')}>
      <StyledCount>{t('import.steps.count', { current: current + 1, total: STEPS.length })}</StyledCount>
      <StyledList>
        {STEPS.map((s, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <StyledStep key={s} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' ? <CheckIcon size={14} title={t('import.steps.done')} /> : null}
              {t(`import.steps.${s}` as const)}
            </StyledStep>
          );
        })}
      </StyledList>
    </StyledNav>
  );
}
