import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyList, contactList, makeCompany, makeContact } from '../../../testing/fixtures';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { renderCompanies } from '../../../testing/renderCompanies';

beforeEach(resetAppState);

// Thousands separators, ellipses with titles, footers on one line, heading levels.
const big = makeCompany({
  contact_count: 1234,
  email: 'a-very-long-mailbox-name@a-very-long-domain-name.example.com',
  description: null,
});
const small = makeCompany({ id: 'c2', name: 'Bolt Ltd', contact_count: 0 });

/** Every heading level follows the one before it by at most one (h1 → h2, never h1 → h3). */
function expectNoSkippedHeadings() {
  const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => i > 0 && expect(level).toBeLessThanOrEqual(levels[i - 1] + 1));
}

it('counts on the list have thousands separators; cards are h2 under the page h1', async () => {
  mockApi({ 'GET /companies': { body: companyList([big, small], { total: 51498, pages: 2575 }) } });
  renderCompanies();
  expect(await screen.findByText('51,498 companies')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 2,575')).toBeInTheDocument();
  const card = screen.getByRole('article', { name: 'Acme Corp' });
  expect(within(card).getByRole('button', { name: 'View Contacts (1,234)' })).toBeInTheDocument();
  expect(within(card).getByRole('heading', { level: 2, name: 'Acme Corp' })).toBeInTheDocument();
  expectNoSkippedHeadings();
});

it('a long email or website on a card is cut with an ellipsis and keeps the whole value as its title', async () => {
  mockApi({ 'GET /companies': { body: companyList([big, small]) } });
  renderCompanies();
  const card = await screen.findByRole('article', { name: 'Acme Corp' });
  const email = within(card).getByText(big.email!);
  expect(email).toHaveAttribute('title', big.email);
  expect(email).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  const website = within(card).getByRole('link', { name: 'acme.example.com' });
  expect(website).toHaveAttribute('title', 'https://acme.example.com');
  expect(website).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
});

it("card footers sit at the card's bottom, so they line up across a row", async () => {
  mockApi({ 'GET /companies': { body: companyList([big, small]) } });
  renderCompanies();
  const card = await screen.findByRole('article', { name: 'Acme Corp' });
  expect(card).toHaveStyle({ display: 'flex', flexDirection: 'column' });
  expect(within(card).getByRole('button', { name: 'Edit' }).parentElement).toHaveStyle({ marginTop: 'auto' });
});

it('the detail page writes counts with separators and cuts a long email with a title', async () => {
  const many = Array.from({ length: 5 }, (_, i) => makeContact({ id: `p${i}`, first: `P${i}`, email: `p${i}@x.test` }));
  mockApi({
    'GET /companies/:id': { body: { company: big } },
    'GET /contacts': { body: contactList(many, 1234) },
  });
  renderCompanies('/companies/c1');
  const panel = await screen.findByRole('tabpanel');
  expect(within(panel).getByText('Contacts', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^1,234$/);
  const email = within(panel).getByText(big.email!);
  expect(email).toHaveAttribute('title', big.email);
  expect(email).toHaveStyle({ textOverflow: 'ellipsis' });
  // The value column may shrink below its content: a long one-line value widened a phone's page to 626 px.
  expect(panel.querySelector('dl')).toHaveStyle({ gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)' });
  expectNoSkippedHeadings();

  expect(screen.getByRole('tab', { name: /Contacts/ })).toHaveTextContent('Contacts1,234');
  await userEvent.click(screen.getByRole('tab', { name: /Contacts/ }));
  expect(await screen.findByText('And 1,229 more contacts...')).toBeInTheDocument();
  expect(screen.getByText('p0@x.test')).toHaveAttribute('title', 'p0@x.test');
});

it("a company without contacts is not offered 'View All Contacts'", async () => {
  mockApi({
    'GET /companies/:id': { body: { company: small } },
    'GET /contacts': { body: contactList([]) },
  });
  renderCompanies('/companies/c2');
  await userEvent.click(await screen.findByRole('tab', { name: /Contacts/ }));
  expect(await screen.findByText('No contacts found for this company.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'View All Contacts' })).not.toBeInTheDocument();
});
