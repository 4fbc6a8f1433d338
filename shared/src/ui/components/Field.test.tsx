import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Checkbox } from './Checkbox';
import { Field } from './Field';
import { Input } from './Input';
import { Select } from './Select';
import { Textarea } from './Textarea';

describe('Field', () => {
  it('labels its control', () => {
    renderWithTheme(
      <Field label="Company Name" required>
        <Input required />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Company Name/ });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires the error to the control', () => {
    renderWithTheme(
      <Field label="Email" error="Please enter a valid email address" hint="Work address">
        <Input type="email" aria-describedby="external" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(input.getAttribute('aria-describedby')).toMatch(/^external /);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it('keeps an id the control already has', () => {
    renderWithTheme(
      <Field label="Notes">
        <Textarea id="notes" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('id', 'notes');
  });

  it('works with Select', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Field label="Company Size">
        <Select
          placeholder="Select size"
          options={[
            { value: 'startup', label: 'Startup (1-10 employees)' },
            { value: 'small', label: 'Small (11-50 employees)' },
          ]}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Company Size' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select size', 'Startup (1-10 employees)', 'Small (11-50 employees)']);
    await userEvent.selectOptions(select, 'small');
    expect(onChange).toHaveBeenCalledWith('small');
  });
});

describe('Checkbox', () => {
  it('is labelled and toggles', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Checkbox label="Email notifications" onChange={(e) => onChange(e.target.checked)} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email notifications' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows the mixed state', () => {
    renderWithTheme(<Checkbox aria-label="Select all" indeterminate />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  });
});
