import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore } from '@meridian/shared/i18n';
import { mockApi, mockMatchMedia } from '@meridian/shared/testing';
import { makeCompany, makeContact } from '../../../testing/fixtures';
import { installLayout, renderInApp, resetAppState } from '../../../testing/renderContacts';
import { ContactFormPanel } from './ContactFormPanel';

// The required fields are marked and explained; the disabled submit says what is missing.
beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockApi({ 'GET /companies': { body: { companies: [makeCompany()], pagination: { total: 1, pages: 1 } } } });
});
afterEach(() => jest.restoreAllMocks());

const hint = () => screen.getByTestId('contact-form-missing');

it('marks the required fields, and says which are still empty until the form can be submitted', async () => {
  renderInApp(<ContactFormPanel open onClose={() => undefined} />);
  const form = screen.getByRole('dialog', { name: 'Create New Contact' });
  expect(within(form).getByText('Fields marked * are required')).toBeInTheDocument();
  for (const label of ['First Name', 'Last Name', 'Email']) {
    expect(within(form).getByText(label).closest('label')).toHaveTextContent(`${label}*`);
  }
  expect(within(form).getByText('Phone').closest('label')).toHaveTextContent(/^Phone$/);

  const submit = within(form).getByRole('button', { name: 'Create Contact' });
  expect(submit).toBeDisabled();
  expect(hint()).toHaveTextContent('Enter a first name, a last name and an email to create the contact');

  await userEvent.type(within(form).getByLabelText(/First Name/), 'Grace');
  expect(hint()).toHaveTextContent('Enter a last name and an email to create the contact');
  await userEvent.type(within(form).getByLabelText(/Email/), 'grace@example.com');
  expect(hint()).toHaveTextContent('Enter a last name to create the contact');
  await userEvent.type(within(form).getByLabelText(/Last Name/), 'Hopper');
  expect(hint()).toBeEmptyDOMElement();
  expect(submit).toBeEnabled();
});

it('says what to enter to save an edit whose required field was emptied', async () => {
  renderInApp(<ContactFormPanel open contact={makeContact()} onClose={() => undefined} />);
  const form = screen.getByRole('dialog', { name: 'Edit Contact' });
  expect(hint()).toBeEmptyDOMElement();
  await userEvent.clear(within(form).getByLabelText(/Email/));
  expect(hint()).toHaveTextContent('Enter an email to save the changes');
  expect(within(form).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
});

describe('in German on a 390 px phone', () => {
  const originalMatchMedia = window.matchMedia;
  let restoreLayout: () => void;
  beforeEach(async () => {
    restoreLayout = installLayout(390, 844);
    mockMatchMedia(true);
    await act(() => useLocaleStore.getState().setLocale('de'));
  });
  afterEach(() => {
    restoreLayout();
    window.matchMedia = originalMatchMedia;
  });

  it('shows the form in German with whole labels, and the missing fields in German', async () => {
    renderInApp(<ContactFormPanel open onClose={() => undefined} />);
    const form = screen.getByRole('dialog', { name: 'Neuen Kontakt erstellen' });
    expect(within(form).getByText('Mit * markierte Felder sind Pflichtfelder')).toBeInTheDocument();
    for (const label of ['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Tags', 'Zuständig']) {
      expect(within(form).getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(within(form).getByRole('option', { name: '+ Neues Unternehmen anlegen' })).toBeInTheDocument();
    expect(within(form).getByPlaceholderText('Unternehmen suchen...')).toBeInTheDocument();
    expect(within(form).getByText('Durch Kommas getrennt, z. B. vip, partner')).toBeInTheDocument();

    const submit = within(form).getByRole('button', { name: 'Kontakt erstellen' });
    expect(submit).toHaveTextContent(/^Kontakt erstellen$/);
    expect(hint()).toHaveTextContent('Geben Sie Vorname, Nachname und E-Mail-Adresse ein, um den Kontakt zu erstellen');
    await userEvent.type(within(form).getByLabelText(/^Vorname/), 'Grete');
    await userEvent.type(within(form).getByLabelText(/^Nachname/), 'Müller-Lüdenscheidt');
    expect(hint()).toHaveTextContent('Geben Sie eine E-Mail-Adresse ein, um den Kontakt zu erstellen');

    await userEvent.type(within(form).getByLabelText(/^E-Mail/), 'keine-adresse');
    await userEvent.click(submit);
    expect(within(form).getByLabelText(/^E-Mail/)).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(within(form).queryByText(/First Name|Create Contact|required/)).not.toBeInTheDocument();
  });
});
