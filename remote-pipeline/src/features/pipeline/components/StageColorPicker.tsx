import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Stage } from '@meridian/shared/model';
import { Input, PRESET_STAGE_COLORS, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { HEX_COLOR_PATTERN, isHexColor } from '../utils/isHexColor';

export interface StageColorPickerProps {
  stage: Stage;
  onChange: (color: string) => void;
}

const StyledPicker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

const StyledHex = styled(Input)`
  width: 110px;
  font-family: ${({ theme }) => theme.font.mono};
`;

const StyledSwatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
`;

/** Says what is wrong with the hex text; a line of its own under the box and swatches. */
const StyledError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A gap of the surface colour, then a ring in the muted text colour: every preset stays visible
 * on either theme, including #1f2937 on the dark surface.
 */
const StyledSwatch = styled.button<{ $color: string }>`
  width: 22px;
  height: 22px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[aria-pressed='true'] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * A hex text box (applied on Enter or blur, only when it is '#' + 6 hex digits) plus the 12
 * preset colours. Enter on an invalid value marks it invalid; leaving it restores the colour.
 */
export function StageColorPicker({ stage, onChange }: StageColorPickerProps) {
  const t = useT();
  const current = stage.color.toLowerCase();
  const [text, setText] = useState(stage.color);
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();

  useEffect(() => {
    setText(stage.color);
    setInvalid(false);
  }, [stage.color]);

  const apply = (fromBlur: boolean) => {
    const value = text.trim().toLowerCase();
    if (isHexColor(value)) {
      setInvalid(false);
      if (value !== current) onChange(value);
    } else if (fromBlur) {
      setText(stage.color);
      setInvalid(false);
    } else {
      setInvalid(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply(false);
  };

  return (
    <StyledPicker>
      <StyledHex
        aria-label={t('pipeline.stages.color.hex', { name: stage.name })}
        value={text}
        placeholder={PRESET_STAGE_COLORS[0]}
        pattern={HEX_COLOR_PATTERN}
        title={t('pipeline.stages.color.hint', { example: PRESET_STAGE_COLORS[0] })}
        maxLength={7}
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => apply(true)}
      />
      <StyledSwatches role="group" aria-label={t('pipeline.stages.color.presets', { name: stage.name })}>
        {PRESET_STAGE_COLORS.map((color) => (
          <StyledSwatch
            key={color}
            type="button"
            $color={color}
            aria-label={color}
            aria-pressed={color === current}
            onClick={() => color !== current && onChange(color)}
          />
        ))}
      </StyledSwatches>
      {invalid ? (
        <StyledError id={errorId} role="alert">
          {t('pipeline.stages.color.invalid')}
        </StyledError>
      ) : null}
    </StyledPicker>
  );
}
