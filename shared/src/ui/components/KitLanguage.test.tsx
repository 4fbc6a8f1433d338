import { act, screen } from '@testing-library/react';
import { useLocaleStore } from '@meridian/shared/i18n';
import { formatFileSize } from '../../format/formatFileSize';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadingState } from './LoadingState';
import { Pagination } from './Pagination';
import { SelectionBar } from './SelectionBar';
import { Spinner } from './Spinner';

const noop = () => undefined;

describe('the kit in German', () => {
  beforeEach(async () => {
    await act(() => useLocaleStore.getState().setLocale('de'));
  });

  it('counts a selection and the whole search, numbers in German', () => {
    const { rerender } = renderWithTheme(
      <SelectionBar
        active
        selectedCount={250}
        total={250}
        deleting={false}
        matchingCount={51_498}
        noun="contacts"
        onSelectAll={noop}
        onUnselectAll={noop}
        onDelete={noop}
        onSelectAllMatching={noop}
      />,
    );
    expect(screen.getByText('250 von 250 ausgewählt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle 51.498 Treffer auswählen' })).toBeInTheDocument();
    rerender(
      <SelectionBar
        active
        selectedCount={0}
        total={250}
        deleting={false}
        matchingCount={51_498}
        allMatching
        noun="companies"
        onSelectAll={noop}
        onUnselectAll={noop}
        onDelete={noop}
      />,
    );
    expect(screen.getByText('Alle 51.498 passenden Unternehmen ausgewählt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
  });

  it('pages, confirms and loads in German', () => {
    renderWithTheme(
      <>
        <Pagination page={2} pages={12} onChange={noop} />
        <ConfirmDialog open title="?" message="!" onConfirm={noop} onCancel={noop} />
        <LoadingState />
        <Spinner />
      </>,
    );
    expect(screen.getByText('Seite 2 von 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(screen.getAllByText('Wird geladen...')).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Wird geladen...' })).toBeInTheDocument();
  });
});

it('writes file sizes in the language: 1,5 Mo in French, 1.5 MB in English', async () => {
  expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  expect(formatFileSize(1)).toBe('1 byte');
  expect(formatFileSize(0)).toBe('0 Bytes');
  await act(() => useLocaleStore.getState().setLocale('fr'));
  expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 Mo');
  expect(formatFileSize(512)).toBe('512 octets');
});
