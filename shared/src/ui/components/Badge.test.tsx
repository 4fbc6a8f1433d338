import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { lightTheme } from '../theme/lightTheme';
import { Badge } from './Badge';

describe('Badge', () => {
  it('uses the tone colours', () => {
    renderWithTheme(<Badge tone="success">Won</Badge>);
    expect(screen.getByText('Won')).toHaveStyle({ color: lightTheme.colors.success });
  });

  it('picks a readable text colour for a custom stage colour', () => {
    renderWithTheme(
      <>
        <Badge color="#10b981">Lead</Badge>
        <Badge color="#1f2937">Lost</Badge>
      </>,
    );
    expect(screen.getByText('Lead')).toHaveStyle({ backgroundColor: '#10b981', color: lightTheme.colors.onColorDark });
    expect(screen.getByText('Lost')).toHaveStyle({ color: lightTheme.colors.onColorLight });
  });
});
