// An edited deal is not left behind silently: a link asks first, until the deal is saved.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { setSession } from '@meridian/shared/auth';
import { createSwrCache } from '@meridian/shared/data';
import { Link } from '@meridian/shared/routing';
import { currentLocation, LocationProbe, makeTokens, mockApi, renderWithProviders, resetAppState, USER } from '@meridian/shared/testing';
import DealEditor from '../../../exposes/DealEditor';
import { deal } from '../../../testing/fixtures';

const HELD = deal({ value: '12500.00', currency: 'USD', next_step: 'Call' });
let confirm: jest.SpyInstance;

beforeEach(() => {
  resetAppState();
  act(() => setSession(USER, makeTokens()));
  mockApi({
    'GET /members': { body: { members: [USER] } },
    'GET /pipeline/c1/deal': { body: { deal: HELD, defaultCurrency: 'USD' } },
    'PUT /pipeline/c1/deal': (call) => ({ body: { deal: { ...HELD, ...(call.body as object) }, changes: [] } }),
  });
  confirm = jest.spyOn(window, 'confirm');
});
afterEach(() => confirm.mockRestore());

function renderEditor() {
  renderWithProviders(
    <SWRConfig value={{ provider: () => createSwrCache() }}>
      <Link to="/contacts">Contacts</Link>
      <DealEditor contactId="c1" pipelineId="p1" />
      <LocationProbe />
    </SWRConfig>,
  );
}

it('asks before a link leaves an edited Next step; Cancel keeps the page and the typing', async () => {
  renderEditor();
  const nextStep = await screen.findByRole('textbox', { name: 'Next step' });
  await userEvent.type(nextStep, ' the buyer');
  confirm.mockReturnValue(false);

  await userEvent.click(screen.getByRole('link', { name: 'Contacts' }));
  expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave without saving?');
  expect(currentLocation()).toBe('/');
  expect(nextStep).toHaveValue('Call the buyer');

  confirm.mockReturnValue(true);
  await userEvent.click(screen.getByRole('link', { name: 'Contacts' }));
  expect(currentLocation()).toBe('/contacts');
});

it('lets the user go without a question once the deal is saved, or when nothing was changed', async () => {
  renderEditor();
  const nextStep = await screen.findByRole('textbox', { name: 'Next step' });
  await userEvent.click(screen.getByRole('link', { name: 'Contacts' }));
  expect(confirm).not.toHaveBeenCalled();

  await userEvent.type(nextStep, ' back');
  await userEvent.click(screen.getByRole('button', { name: 'Save deal' }));
  expect(await screen.findByText('Deal saved')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Contacts' }));
  expect(confirm).not.toHaveBeenCalled();
});
