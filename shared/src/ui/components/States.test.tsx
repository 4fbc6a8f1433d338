import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { PageHeader } from './PageHeader';
import { Spinner } from './Spinner';

describe('state views', () => {
  it('Spinner is a named status unless decorative', () => {
    const { container } = renderWithTheme(
      <>
        <Spinner label="Uploading" />
        <Spinner decorative />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Uploading' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it('LoadingState announces its label', () => {
    renderWithTheme(<LoadingState label="Loading contacts..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading contacts...');
  });

  it('EmptyState shows title, description and action', () => {
    renderWithTheme(
      <EmptyState title="No companies found" description="Get started by adding your first company" action={<button type="button">Add Company</button>} />,
    );
    expect(screen.getByRole('heading', { name: 'No companies found' })).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first company')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Company' })).toBeInTheDocument();
  });

  it('ErrorState is an alert with an optional retry', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderWithTheme(
      <ErrorState title="Error loading contacts" description="There was a problem loading your contacts. Please try again." onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading contacts');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<ErrorState title="Failed to load companies" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('PageHeader renders a level-1 title, subtitle and actions', () => {
    renderWithTheme(<PageHeader title="Contacts" subtitle="12 contacts" actions={<button type="button">Add Contact</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
    expect(screen.getByText('12 contacts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Contact' })).toBeInTheDocument();
  });
});
