import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyList, contactList, makeCompany } from '../../../testing/fixtures';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { renderCompanies } from '../../../testing/renderCompanies';

beforeEach(resetAppState);

const acme = makeCompany();

// The deleted company's own entry is dropped, not refetched (a 404 and a console error).
it('deleting from the detail page does not fetch the deleted company again', async () => {
  const error = jest.spyOn(console, 'error');
  const api = mockApi({
    'GET /companies/:id': { body: { company: acme } },
    'GET /contacts': { body: contactList([]) },
    'GET /companies': { body: companyList([acme]) },
  });
  renderCompanies('/companies/c1');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  api.on('DELETE /companies/:id', { status: 204 });
  api.on('GET /companies/:id', { status: 404, body: { error: 'Company not found' } });
  api.on('GET /companies', { body: companyList([]) });
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No companies yet')).toBeInTheDocument();
  expect(api.callsTo('GET /companies/:id')).toHaveLength(1);
  expect(error).not.toHaveBeenCalled();
});
