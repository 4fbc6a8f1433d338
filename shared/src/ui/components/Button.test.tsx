import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Button } from './Button';
import { IconButton } from './IconButton';

describe('Button', () => {
  it('is a non-submitting button that reports clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Add Contact</Button>);
    const button = screen.getByRole('button', { name: 'Add Contact' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit type', () => {
    renderWithTheme(<Button type="submit">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('while loading: shows a spinner, sets aria-busy and ignores clicks', async () => {
    const onClick = jest.fn();
    const { container } = renderWithTheme(
      <Button loading variant="primary" onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled without aria-busy when only disabled', () => {
    renderWithTheme(<Button disabled>Delete</Button>);
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('forwards refs (React 19 ref prop)', () => {
    const ref = { current: null as HTMLButtonElement | null };
    renderWithTheme(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });
});

describe('IconButton', () => {
  it('is named by its aria-label', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <IconButton aria-label="Remove from pipeline" onClick={onClick}>
        ×
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove from pipeline' }));
    expect(onClick).toHaveBeenCalled();
  });
});
