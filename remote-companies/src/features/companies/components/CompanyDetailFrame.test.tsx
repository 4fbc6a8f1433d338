import { screen, within } from '@testing-library/react';
import { lightTheme, PAGE_MAX_WIDTH } from '@meridian/shared/ui';
import { contactList, makeCompany } from '../../../testing/fixtures';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { renderCompanies } from '../../../testing/renderCompanies';

beforeEach(resetAppState);

// The detail pages differed in width and in how the way back looked.
it("uses the shared page frame and back link: the standard width and a muted 'Back to Companies'", async () => {
  mockApi({
    'GET /companies/:id': { body: { company: makeCompany() } },
    'GET /contacts': { body: contactList([]) },
  });
  renderCompanies('/companies/c1');
  const heading = await screen.findByRole('heading', { level: 1, name: 'Acme Corp' });
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  const back = within(breadcrumb).getByRole('link', { name: 'Back to Companies' });
  expect(back).toHaveAttribute('href', '/companies');
  expect(back).toHaveStyle({ color: lightTheme.colors.textMuted });
  // The theme toggle is the shell's, in one place.
  expect(screen.queryByRole('button', { name: /Switch to (dark|light) theme/ })).not.toBeInTheDocument();
  const page = breadcrumb.parentElement!;
  expect(page).toContainElement(heading);
  expect(page).toHaveStyle({ maxWidth: PAGE_MAX_WIDTH });
});
