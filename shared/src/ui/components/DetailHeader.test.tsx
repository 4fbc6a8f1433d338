import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { DetailHeader } from './DetailHeader';

it('shows the media, the name as the h1 and the facts, with Edit and Delete', async () => {
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  renderWithTheme(
    <DetailHeader media={<img alt="logo" />} title="Acme Corp" onEdit={onEdit} onDelete={onDelete} deleting={false}>
      <span>Technology</span>
    </DetailHeader>,
  );
  expect(screen.getByRole('heading', { name: 'Acme Corp', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'logo' })).toBeInTheDocument();
  expect(screen.getByText('Technology')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
  expect(onDelete).toHaveBeenCalledTimes(1);
});

it('shows Delete busy while deleting', () => {
  renderWithTheme(<DetailHeader media={null} title="Ada" onEdit={jest.fn()} onDelete={jest.fn()} deleting />);
  expect(screen.getByRole('button', { name: /Delete/ })).toHaveAttribute('aria-busy', 'true');
});

it('leaves Edit and Delete out for a user who may not change the record, and the rest in place', () => {
  renderWithTheme(
    <DetailHeader media={<img alt="logo" />} title="Acme Corp">
      <span>Technology</span>
    </DetailHeader>,
  );
  expect(screen.getByRole('heading', { name: 'Acme Corp', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Technology')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
