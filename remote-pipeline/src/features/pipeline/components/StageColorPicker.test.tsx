import { act, screen } from '@testing-library/react';
import { contrastRatio, darkTheme, lightTheme, PRESET_STAGE_COLORS, type Theme, useThemeStore } from '@meridian/shared/ui';
import { renderWithProviders, resetAppState } from '@meridian/shared/testing';
import { STAGES } from '../../../testing/fixtures';
import { StageColorPicker } from './StageColorPicker';
import { StageEditorRow } from './StageEditorRow';

// The #1f2937 preset vanished on the dark surface (its ring was #3a3a43).

beforeEach(resetAppState);

/** The hex colour of a swatch's ring: the last colour of its box-shadow, as jsdom computes it. */
function ringOf(swatch: HTMLElement): string {
  const shadow = getComputedStyle(swatch).boxShadow;
  const rgb = shadow.match(/rgba?\((\d+),\s*(\d+),\s*(\d+)/);
  if (rgb)
    return `#${rgb
      .slice(1, 4)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('')}`;
  return shadow.match(/#[0-9a-f]{6}/i)?.[0] ?? '';
}

it.each<[string, Theme]>([
  ['light', lightTheme],
  ['dark', darkTheme],
])('in the %s theme every preset has a ring of at least 3:1 against the surface', (mode, theme) => {
  act(() => useThemeStore.getState().setMode(mode as Theme['mode']));
  renderWithProviders(<StageColorPicker stage={STAGES[0]} onChange={async () => null} />);
  for (const color of PRESET_STAGE_COLORS) {
    const ring = ringOf(screen.getByRole('button', { name: color }));
    expect(ring).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(ring, theme.colors.surface)).toBeGreaterThanOrEqual(3);
  }
});

it('in the dark theme the stage square of a #1f2937 stage has a ring; a bright one has none', () => {
  act(() => useThemeStore.getState().setMode('dark'));
  const won = { ...STAGES[2], color: '#1f2937' };
  renderWithProviders(
    <ul>
      <StageEditorRow stage={won} onChange={async () => null} />
      <StageEditorRow stage={STAGES[0]} onChange={async () => null} />
    </ul>,
  );
  expect(getComputedStyle(screen.getByTestId('swatch-s3')).boxShadow).toContain(darkTheme.colors.textMuted);
  expect(getComputedStyle(screen.getByTestId('swatch-s1')).boxShadow).toContain('transparent');
});
