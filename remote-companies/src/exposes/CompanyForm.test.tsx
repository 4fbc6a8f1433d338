import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetAppState } from '@meridian/shared/testing';
import { makeCompany } from '../testing/fixtures';
import CompanyForm from './CompanyForm';

beforeEach(resetAppState);

it('renders nothing while closed', () => {
  renderWithProviders(<CompanyForm open={false} onClose={jest.fn()} onSaved={jest.fn()} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('creates a company for another remote and hands it over through onSaved, then onClose', async () => {
  const created = makeCompany({ id: 'c42', name: 'Inline Co' });
  const api = mockApi({ 'POST /companies': { status: 201, body: { company: created } } });
  const order: string[] = [];
  const onSaved = jest.fn(() => order.push('saved'));
  const onClose = jest.fn(() => order.push('closed'));
  const { container } = renderWithProviders(<CompanyForm open onClose={onClose} onSaved={onSaved} />);
  expect(container.querySelector('[data-remote="companies"]')).not.toBeNull();

  const form = screen.getByRole('dialog', { name: 'Add New Company' });
  await userEvent.type(within(form).getByLabelText(/Company Name/), 'Inline Co');
  await userEvent.click(within(form).getByRole('button', { name: 'Create Company' }));
  expect(await screen.findByText('Company created successfully!')).toBeInTheDocument();
  expect(onSaved).toHaveBeenCalledWith(created);
  expect(order).toEqual(['saved', 'closed']);
  expect(api.callsTo('POST /companies')[0].body).toEqual({ name: 'Inline Co' });
});

it('edits the company it is given', async () => {
  const company = makeCompany();
  mockApi({ 'PUT /companies/:id': { body: { company } } });
  const onSaved = jest.fn();
  renderWithProviders(<CompanyForm open company={company} onClose={jest.fn()} onSaved={onSaved} />);
  const form = screen.getByRole('dialog', { name: 'Edit Company' });
  await userEvent.click(within(form).getByRole('button', { name: 'Update Company' }));
  expect(await screen.findByText('Company updated successfully!')).toBeInTheDocument();
  expect(onSaved).toHaveBeenCalledWith(company);
});

it('Cancel only closes', async () => {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  renderWithProviders(<CompanyForm open onClose={onClose} onSaved={onSaved} />);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onSaved).not.toHaveBeenCalled();
});

it("submitting it inside another remote's form does not submit that form", async () => {
  mockApi({ 'POST /companies': { status: 201, body: { company: makeCompany() } } });
  const outerSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderWithProviders(
    <form onSubmit={outerSubmit}>
      <CompanyForm open onClose={jest.fn()} onSaved={jest.fn()} />
    </form>,
  );
  await userEvent.type(screen.getByLabelText(/Company Name/), 'Nested Co');
  await userEvent.click(screen.getByRole('button', { name: 'Create Company' }));
  expect(await screen.findByText('Company created successfully!')).toBeInTheDocument();
  expect(outerSubmit).not.toHaveBeenCalled();
});
