import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader, type CompanyFormProps } from '@meridian/shared/federation';
import { contactList, makeCompany, makeContact } from '../../../testing/fixtures';
import { mockApi } from '@meridian/shared/testing';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

setUpContactsPage();

/** Like the companies remote's CompanyForm: an in-flow root of full height around its panel. */
function RemoteCompanyForm({ open }: CompanyFormProps) {
  if (!open) return null;
  return (
    <div data-testid="companies-root" style={{ minHeight: '100%' }}>
      <div role="dialog" aria-label="Add New Company" />
    </div>
  );
}

// The remote's root landed in the contacts page's full-height column and squeezed the list away.
it("'+ Create new company' keeps the contacts list in view: the remote's root takes no room on the page", async () => {
  provideRemoteLoader((async () => ({ default: RemoteCompanyForm })) as never);
  mockApi({
    'GET /contacts': { body: contactList([makeContact()]) },
    'GET /companies': { body: { companies: [makeCompany()], pagination: { total: 1, pages: 1 } } },
  });
  renderContacts();
  const card = await screen.findByRole('listitem', { name: 'Ada Lovelace' });
  await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
  const form = await screen.findByRole('dialog', { name: 'Create New Contact' });
  const option = await within(form).findByRole('option', { name: '+ Create new company' });
  await waitFor(() => expect(option).toBeEnabled());
  await userEvent.selectOptions(within(form).getByLabelText('Company'), option);

  expect(await screen.findByRole('dialog', { name: 'Add New Company' })).toBeInTheDocument();
  expect(card).toBeVisible();
  const host = screen.getByTestId('companies-root').parentElement!;
  expect(host).toHaveStyle({ position: 'absolute', height: '0px', overflow: 'hidden' });
});
