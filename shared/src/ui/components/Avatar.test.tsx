import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { darkTheme } from '../theme/darkTheme';
import { lightTheme } from '../theme/lightTheme';
import { Avatar, avatarColorIndex } from './Avatar';

describe('Avatar', () => {
  it('shows the initial on a colour that depends only on the name', () => {
    const { rerender } = renderWithTheme(<Avatar name="ada lovelace" />);
    const avatar = screen.getByTestId('avatar');
    expect(avatar).toHaveTextContent('A');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    const expected = lightTheme.colors.avatar[avatarColorIndex('ada lovelace', lightTheme.colors.avatar.length)];
    expect(avatar).toHaveStyle({ backgroundColor: expected });

    rerender(<Avatar name="" />);
    expect(screen.getByTestId('avatar')).toHaveTextContent('?');
  });

  it('hashes deterministically into the palette', () => {
    expect(avatarColorIndex('Grace', 10)).toBe(avatarColorIndex('Grace', 10));
    expect(avatarColorIndex('', 10)).toBe(0);
    const spread = new Set(['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus'].map((n) => avatarColorIndex(n, 10)));
    expect(spread.size).toBeGreaterThan(3);
  });

  it('shows the image and falls back to the initial when it fails', async () => {
    const { container } = renderWithTheme(<Avatar name="Acme" src="https://x.test/logo.png" size={48} />, {
      theme: darkTheme,
    });
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://x.test/logo.png');
    expect(screen.getByTestId('avatar')).toHaveStyle({ width: '48px' });
    fireEvent.error(img);
    expect(await screen.findByText('A')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
