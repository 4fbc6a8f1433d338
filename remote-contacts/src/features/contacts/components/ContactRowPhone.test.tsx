import { screen } from '@testing-library/react';
import { makeContact } from '../../../testing/fixtures';
import { mediaStyle, renderWithProviders } from '@meridian/shared/testing';
import { ContactRow } from './ContactRow';

// At 390 px the list view's six columns on one line left name and email 3-14 px wide.
const PHONE = '(max-width: 640px)';

it('on a phone the row shows name over email beside the avatar and hides company, phone and date', () => {
  const contact = makeContact({ first: 'Aiko', last: 'Larsen', email: 'aiko@example.com', phone: '555-0100' });
  renderWithProviders(
    <ContactRow contact={contact} selectMode={false} selected={false} position={1} count={1} onOpen={jest.fn()} onToggle={jest.fn()} onLongPress={jest.fn()} />,
  );
  const row = screen.getByRole('listitem', { name: 'Aiko Larsen' });
  expect(mediaStyle(row, PHONE)['grid-template-areas']).toBe("'lead name stage' 'lead email stage'");
  expect(mediaStyle(screen.getByTitle('Aiko Larsen'), PHONE)['grid-area']).toBe('name');
  expect(mediaStyle(screen.getByTitle('aiko@example.com'), PHONE)['grid-area']).toBe('email');
  for (const hidden of [screen.getByTitle('555-0100'), screen.getByText(/^Added /)]) {
    expect(mediaStyle(hidden, PHONE).display).toBe('none');
  }
});
