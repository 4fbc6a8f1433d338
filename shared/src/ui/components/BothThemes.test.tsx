import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ConfirmHost } from '../confirm/ConfirmHost';
import { useConfirmStore } from '../confirm/useConfirmStore';
import { darkTheme } from '../theme/darkTheme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { lightTheme } from '../theme/lightTheme';
import { ThemeToggle } from '../theme/ThemeToggle';
import type { Theme } from '../theme/types';
import { toast } from '../toast/toast';
import { Toaster } from '../toast/Toaster';
import { useToastStore } from '../toast/useToastStore';
import { PlusIcon } from '../icons/PlusIcon';
import { TrashIcon } from '../icons/TrashIcon';
import { Avatar } from './Avatar';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card } from './Card';
import { Checkbox } from './Checkbox';
import { ConfirmDialog } from './ConfirmDialog';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Field } from './Field';
import { IconButton } from './IconButton';
import { Input } from './Input';
import { LoadingState } from './LoadingState';
import { PageHeader } from './PageHeader';
import { Pagination } from './Pagination';
import { SearchInput } from './SearchInput';
import { Select } from './Select';
import { SidePanel } from './SidePanel';
import { Spinner } from './Spinner';
import { TabPanel } from './TabPanel';
import { Tabs } from './Tabs';
import { Textarea } from './Textarea';
import { Toolbar } from './Toolbar';
import { ViewToggle } from './ViewToggle';

function Gallery() {
  return (
    <>
      <GlobalStyle />
      <PageHeader title="Contacts" subtitle="3 contacts" actions={<ThemeToggle />} />
      <Toolbar>
        <div>
          <SearchInput value="ad" onChange={() => {}} placeholder="Search contacts..." />
          <ViewToggle value="grid" onChange={() => {}} />
        </div>
        <div>
          {(['primary', 'secondary', 'ghost', 'danger'] as const).map((v) => (
            <Button key={v} variant={v} size="sm">
              {v}
            </Button>
          ))}
          <Button loading>Saving...</Button>
          <IconButton aria-label="Add">
            <PlusIcon />
          </IconButton>
          <IconButton aria-label="Delete" variant="danger">
            <TrashIcon />
          </IconButton>
        </div>
      </Toolbar>
      <Card interactive selected>
        <Avatar name="Ada Lovelace" />
        <Avatar name="Acme" src="https://x.test/a.png" shape="rounded" size="lg" />
        {(['neutral', 'success', 'warning', 'danger', 'info'] as const).map((t) => (
          <Badge key={t} tone={t}>
            {t}
          </Badge>
        ))}
        <Badge color="#8b5cf6">Proposal</Badge>
      </Card>
      <Field label="Email" error="Please enter a valid email address" hint="Work email">
        <Input />
      </Field>
      <Field label="Notes">
        <Textarea />
      </Field>
      <Field label="Size">
        <Select placeholder="Pick" options={[{ value: 'small', label: 'Small' }]} />
      </Field>
      <Checkbox label="Select All" indeterminate />
      <Tabs
        tabs={[
          { id: 'a', label: 'Overview' },
          { id: 'b', label: 'Notes', count: 2 },
        ]}
        value="a"
        onChange={() => {}}
        idPrefix="g"
      />
      <TabPanel idPrefix="g" tabId="a">
        panel
      </TabPanel>
      <Spinner />
      <LoadingState label="Loading contacts..." />
      <EmptyState title="No contacts yet" description="Add one" action={<Button>Add Contact</Button>} />
      <ErrorState title="Error loading contacts" onRetry={() => {}} />
      <Pagination page={2} pages={3} onChange={() => {}} />
      <SidePanel open title="Quick view" onClose={() => {}} footer={<Button>Edit Contact</Button>}>
        body
      </SidePanel>
      <ConfirmDialog open title="Delete?" message="Sure?" tone="danger" onConfirm={() => {}} onCancel={() => {}} />
      <Toaster />
      <ConfirmHost />
    </>
  );
}

describe.each<[string, Theme]>([
  ['light', lightTheme],
  ['dark', darkTheme],
])('every component in the %s theme', (_mode, theme) => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
    useConfirmStore.setState({ pending: null });
  });

  it('renders without crashing', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithTheme(<Gallery />, { theme });
    act(() => {
      (['success', 'error', 'warning', 'info'] as const).forEach((type) => toast[type](`${type} toast`));
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Quick view' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete?' })).toBeInTheDocument();
    expect(screen.getByText('error toast')).toBeInTheDocument();
    // No React / styled-components warnings (unknown DOM props, keys…) while rendering.
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    errors.mockRestore();
    warnings.mockRestore();
  });
});
