import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

const renderConfirm = (onConfirm: (close: () => void) => void, pending = false) =>
  render(
    <ConfirmDialog
      trigger={<Button>Delete</Button>}
      title="Delete 'Garden flat'?"
      description="Are you sure you want to delete this property? This action cannot be undone."
      confirmLabel="Delete Property"
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={onConfirm}
    />,
  );

describe('ConfirmDialog', () => {
  it('asks first, and closes once the action says it succeeded', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn((close: () => void) => close());
    renderConfirm(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    // The dialog's code loads on that first press, and it opens without a second one.
    const dialog = await screen.findByRole('dialog', { name: "Delete 'Garden flat'?" });
    expect(dialog.textContent).toContain('This action cannot be undone.');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Property' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open when the action failed, so it can be tried again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderConfirm(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Property' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('does nothing on Cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderConfirm(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be confirmed twice while the action runs', async () => {
    const user = userEvent.setup();
    renderConfirm(vi.fn(), true);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('button', { name: 'Deleting...' })).hasAttribute('disabled')).toBe(true);
  });
});
