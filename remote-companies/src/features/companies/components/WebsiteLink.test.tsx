import { screen } from '@testing-library/react';
import { renderWithTheme } from '@meridian/shared/testing';
import { WebsiteLink } from './WebsiteLink';

it.each([
  ['https://acme.example.com/', 'https://acme.example.com/', 'acme.example.com'],
  ['http://plain.example.com', 'http://plain.example.com', 'plain.example.com'],
  // Kept from before bare domains were stored as https://.
  ['qa-widgets.example.com', 'https://qa-widgets.example.com', 'qa-widgets.example.com'],
])('links %j to %j, shown as %j', (website, href, text) => {
  renderWithTheme(<WebsiteLink website={website} />);
  const link = screen.getByRole('link', { name: text });
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('title', href);
});

it('shows what is not a website as text, never as a link', () => {
  renderWithTheme(<WebsiteLink website="javascript:alert(1)" />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
});
