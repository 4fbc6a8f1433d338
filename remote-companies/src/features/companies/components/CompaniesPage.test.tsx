import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyList, makeCompanies, makeCompany } from '../../../testing/fixtures';
import { deferred, mockApi, resetAppState } from '@meridian/shared/testing';
import { renderCompanies } from '../../../testing/renderCompanies';

beforeEach(resetAppState);

describe('CompaniesPage states', () => {
  it('shows a skeleton of the cards (one loading wording) until the list arrives, then the cards', async () => {
    const reply = deferred({ body: companyList([makeCompany()]) });
    mockApi({ 'GET /companies': reply.route });
    renderCompanies();
    expect(screen.getByRole('heading', { name: 'Companies', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Companies - Meridian');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    const skeleton = status.closest('[aria-busy="true"]')!;
    expect(skeleton.querySelector('[aria-hidden] > div')!.children).toHaveLength(6);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    reply.release();
    expect(await screen.findByRole('article', { name: 'Acme Corp' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load companies' and Retry loads again", async () => {
    const api = mockApi({ 'GET /companies': { status: 400, body: { error: 'Bad query' } } });
    renderCompanies();
    expect(await screen.findByText('Failed to load companies')).toBeInTheDocument();
    expect(screen.getByText('Bad query')).toBeInTheDocument();

    api.on('GET /companies', { body: companyList([makeCompany()]) });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Acme Corp' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load companies')).not.toBeInTheDocument();
  });

  it("an organisation without companies says so, what to do, and offers 'Add Company'", async () => {
    mockApi({ 'GET /companies': { body: companyList([]) } });
    renderCompanies();
    expect(await screen.findByText('No companies yet')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first company')).toBeInTheDocument();
    expect(screen.queryByText('No companies found')).not.toBeInTheDocument();
    expect(screen.queryByText('Try adjusting your search criteria')).not.toBeInTheDocument();
    expect(screen.getByText('0 companies')).toBeInTheDocument();
    // The header's button and the empty state's: the empty state's opens the form too.
    const buttons = screen.getAllByRole('button', { name: 'Add Company' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]);
    expect(screen.getByRole('dialog', { name: 'Add New Company' })).toBeInTheDocument();
  });

  it("shows 'Try adjusting your search criteria' when a search finds nothing", async () => {
    mockApi({ 'GET /companies': ({ query }) => ({ body: companyList(query.search ? [] : [makeCompany()]) }) });
    renderCompanies();
    await screen.findByRole('article', { name: 'Acme Corp' });
    await userEvent.type(screen.getByPlaceholderText('Search companies...'), 'zzz');
    expect(await screen.findByText('No companies found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
    expect(screen.queryByText('Get started by adding your first company')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Company' })).toHaveLength(1);
  });
});

describe('CompaniesPage header', () => {
  it.each([
    [1, '1 company'],
    [45, '45 companies'],
  ])('counts pagination.total = %d as %p', async (total, text) => {
    mockApi({ 'GET /companies': { body: companyList([makeCompany()], { total, pages: Math.ceil(total / 20) }) } });
    renderCompanies();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('has Add Company and a grid/list toggle that changes the layout, and no theme toggle (the shell has it)', async () => {
    mockApi({ 'GET /companies': { body: companyList(makeCompanies(2)) } });
    renderCompanies();
    await screen.findByRole('article', { name: 'Company 01' });
    expect(screen.queryByRole('button', { name: /Switch to (dark|light) theme/ })).not.toBeInTheDocument();
    const grid = screen.getByRole('article', { name: 'Company 01' }).parentElement!;
    expect(grid).toHaveAttribute('data-view', 'grid');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(await screen.findByRole('grid', { name: 'Companies' })).toBeInTheDocument();
    expect(grid).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Add Company' }));
    expect(screen.getByRole('dialog', { name: 'Add New Company' })).toBeInTheDocument();
  });
});

describe('CompanyCard', () => {
  it('shows logo, name, industry, description, website link, phone, email, size, contacts and Edit', async () => {
    mockApi({ 'GET /companies': { body: companyList([makeCompany({ logo_url: 'https://cdn.example.com/acme.png' })]) } });
    renderCompanies();
    const card = await screen.findByRole('article', { name: 'Acme Corp' });
    const c = within(card);
    expect(c.getByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
    expect(c.getByText('Technology')).toBeInTheDocument();
    expect(c.getByText('Makes everything.')).toBeInTheDocument();
    const link = c.getByRole('link', { name: 'acme.example.com' });
    expect(link).toHaveAttribute('href', 'https://acme.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(c.getByText('+1 555 0100')).toBeInTheDocument();
    expect(c.getByText('hello@acme.example.com')).toBeInTheDocument();
    expect(c.getByText('Medium')).toBeInTheDocument();
    expect(c.getByRole('button', { name: 'View Contacts (3)' })).toBeInTheDocument();
    expect(c.getByRole('button', { name: 'Edit' })).toBeInTheDocument();

    // The logo, and the initial once the image fails to load.
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/acme.png');
    fireEvent.error(img);
    expect(card.querySelector('img')).toBeNull();
    expect(c.getByTestId('avatar')).toHaveTextContent('A');
  });

  it('shows the initial without a logo, a non-http website as plain text, and 0 contacts', async () => {
    const company = makeCompany({ name: 'beta labs', website: 'javascript:alert(1)', contact_count: undefined, size: null });
    mockApi({ 'GET /companies': { body: companyList([company]) } });
    renderCompanies();
    const card = await screen.findByRole('article', { name: 'beta labs' });
    expect(within(card).getByTestId('avatar')).toHaveTextContent('B');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Contacts (0)' })).toBeInTheDocument();
  });

  it("'View Contacts (N)' goes to the contacts list filtered by the company", async () => {
    mockApi({ 'GET /companies': { body: companyList([makeCompany()]) } });
    renderCompanies();
    await userEvent.click(await screen.findByRole('button', { name: 'View Contacts (3)' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/contacts?company_id=c1&company_name=Acme+Corp');
  });

  it('Edit opens the filled-in form without opening the quick view', async () => {
    mockApi({ 'GET /companies': { body: companyList([makeCompany()]) } });
    renderCompanies();
    const card = await screen.findByRole('article', { name: 'Acme Corp' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('dialog', { name: 'Edit Company' });
    expect(within(form).getByLabelText(/Company Name/)).toHaveValue('Acme Corp');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
