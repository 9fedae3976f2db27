import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { Input } from './input';

interface HarnessProps {
  pending?: boolean;
  onSubmit?: () => void;
}

/** A rename dialog as the screens build it: one trigger, two fields, the screen owning `open`. */
function RenameDialog({ pending = false, onSubmit = () => undefined }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      trigger={<Button>Rename</Button>}
      title="Rename search"
      description="Give the search a name you will recognise."
      open={open}
      onOpenChange={setOpen}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      submitLabel="Save"
      pendingLabel="Saving..."
      pending={pending}
    >
      <FormField label="Name">
        <Input />
      </FormField>
      <FormField label="Notes">
        <Input />
      </FormField>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('opens from its trigger, named by its title, and Cancel closes it', async () => {
    const user = userEvent.setup();
    render(<RenameDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename search' });
    expect(dialog.textContent).toContain('Give the search a name you will recognise.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('submits the form, and says it is busy while the request runs', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<RenameDialog onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.type(screen.getByLabelText('Name'), 'Garden flats{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(<RenameDialog onSubmit={onSubmit} pending />);
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('puts focus back on the first field when a refused request settles', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<RenameDialog />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The browser drops focus to the page when the focused submit button is disabled (jsdom keeps
    // it on the disabled button, so the test lets it go first).
    (document.activeElement as HTMLElement).blur();
    rerender(<RenameDialog pending />);
    expect(document.activeElement).toBe(document.body);

    rerender(<RenameDialog />);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('leaves focus where it is when it never left the form', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<RenameDialog />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.click(screen.getByLabelText('Notes'));

    rerender(<RenameDialog pending />);
    rerender(<RenameDialog />);
    expect(document.activeElement).toBe(screen.getByLabelText('Notes'));
  });
});
