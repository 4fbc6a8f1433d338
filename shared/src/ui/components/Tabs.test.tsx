import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { TabPanel } from './TabPanel';
import { Tabs } from './Tabs';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'notes', label: 'Notes', count: 4 },
  { id: 'files', label: 'Files', count: 0 },
  { id: 'activity', label: 'Activity' },
];

function Harness({ onChange = () => {} }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState('overview');
  return (
    <>
      <Tabs
        tabs={TABS}
        value={value}
        idPrefix="contact"
        aria-label="Contact sections"
        onChange={(id) => {
          onChange(id);
          setValue(id);
        }}
      />
      <TabPanel idPrefix="contact" tabId={value}>
        {`${value} content`}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('is a tablist with one selected, focusable tab and counts', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Contact sections' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(screen.getByRole('tab', { name: 'Notes 4' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Files 0' })).toBeInTheDocument();
  });

  it('links tabs and panels', () => {
    renderWithTheme(<Harness />);
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(panel).toHaveTextContent('overview content');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-controls', panel.id);
  });

  it('selects on click', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: /Notes/ }));
    expect(onChange).toHaveBeenCalledWith('notes');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('notes content');
  });

  it('moves with arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Notes/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Notes/ })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('stays reachable when the value matches no tab', () => {
    renderWithTheme(<Tabs tabs={TABS} value="missing" onChange={() => {}} />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });
});
