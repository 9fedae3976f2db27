import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SelectField, type SelectOption } from './select-field';

beforeAll(() => {
  // What Radix Select calls that jsdom does not implement.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const TIMES: SelectOption[] = [
  { value: 'morning', label: 'Morning (9am - 12pm)' },
  { value: 'afternoon', label: 'Afternoon (12pm - 5pm)' },
];

function TimeField({
  error,
  onPick = () => undefined,
}: {
  error?: string;
  onPick?: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Preferred time"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onPick(next);
      }}
      options={TIMES}
      placeholder="Choose a time"
      error={error}
    />
  );
}

describe('SelectField', () => {
  it('is named by its label', () => {
    render(<TimeField />);
    const select = screen.getByRole('combobox', { name: 'Preferred time' });
    expect(select.textContent).toContain('Choose a time');
    expect(screen.getByLabelText('Preferred time')).toBe(select);
  });

  it('is chosen by its label from the keyboard', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<TimeField onPick={onPick} />);
    screen.getByRole('combobox', { name: 'Preferred time' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Afternoon (12pm - 5pm)' }));
    expect(onPick).toHaveBeenCalledWith('afternoon');
    expect(screen.getByRole('combobox', { name: 'Preferred time' }).textContent).toContain(
      'Afternoon (12pm - 5pm)',
    );
  });

  it('renders once when it appears, its options only when they are wanted', async () => {
    const user = userEvent.setup();
    const commits = vi.fn();
    render(
      <Profiler id="field" onRender={commits}>
        <TimeField />
      </Profiler>,
    );
    // The mount and one update (Radix keeps the trigger's node in state); rendering the options
    // as well took three more.
    expect(commits.mock.calls.map(([, phase]) => phase)).toEqual(['mount', 'nested-update']);
    // Letters typed on the closed select still choose: focus brings its options.
    await user.tab();
    await user.keyboard('a');
    expect(screen.getByRole('combobox', { name: 'Preferred time' }).textContent).toContain(
      'Afternoon (12pm - 5pm)',
    );
  });

  it('shows its error under it and points the select at it', () => {
    render(<TimeField error="Please choose a time" />);
    const select = screen.getByRole('combobox', { name: 'Preferred time' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const describedBy = select.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Please choose a time');
  });
});

describe('SelectField rendered on the server', () => {
  it('shows the chosen option in the HTML, before any script runs', () => {
    const html = renderToString(
      <SelectField
        label="Preferred time"
        value="afternoon"
        onValueChange={() => undefined}
        options={TIMES}
      />,
    );
    expect(html).toContain('Afternoon (12pm - 5pm)');
    expect(html).not.toContain('Morning (9am - 12pm)');
  });
});
