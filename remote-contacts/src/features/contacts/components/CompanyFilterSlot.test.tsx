import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactList, makeContact } from '../../../testing/fixtures';
import { mediaStyle, mockApi } from '@meridian/shared/testing';
import { installLayout, renderContacts, resetAppState } from '../../../testing/renderContacts';

// The toolbar's layout jumped when the 'Filtered by' badge showed or was cleared.
let restoreLayout: () => void;
beforeEach(() => {
  resetAppState();
  restoreLayout = installLayout();
  mockApi({ 'GET /contacts': { body: contactList([makeContact()]) } });
});
afterEach(() => restoreLayout());

const slot = () => screen.getByTestId('company-filter-slot');

it('keeps a slot of the same width for the badge whether or not the list is filtered', async () => {
  renderContacts('/contacts?company_id=co7&company_name=Globex%20International%20Holdings%20Incorporated');
  const badgeText = await screen.findByText('Filtered by Globex International Holdings Incorporated');
  const withBadge = slot();
  expect(withBadge).toHaveStyle({ width: '240px' });
  expect(withBadge).toContainElement(badgeText);
  // A long name ellipsises inside the slot and keeps the whole text as its title.
  expect(badgeText).toHaveStyle({ overflow: 'hidden', 'text-overflow': 'ellipsis', 'white-space': 'nowrap' });
  expect(badgeText.parentElement).toHaveAttribute('title', 'Filtered by Globex International Holdings Incorporated');

  await userEvent.click(screen.getByRole('button', { name: 'Clear company filter' }));
  await waitFor(() => expect(screen.queryByText(/Filtered by/)).not.toBeInTheDocument());
  expect(slot()).toBe(withBadge);
  expect(slot()).toHaveStyle({ width: '240px' });
  expect(slot()).toBeEmptyDOMElement();
});

it('takes no room when empty on a phone', async () => {
  renderContacts();
  await screen.findByText('1 contact');
  expect(mediaStyle(slot(), '(max-width: 640px)')).toMatchObject({ width: 'auto' });
});
