import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyPopup, type LoadedPopupProps } from './lazy-popup';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './ui/dialog';

function Loaded({ trigger, defaultOpen, name }: LoadedPopupProps & { name: string }) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Hello {name}</DialogTitle>
      </DialogContent>
    </Dialog>
  );
}

/** A popup whose code arrives when the test says so. */
function deferredPopup() {
  let arrive!: () => void;
  const load = vi.fn(
    () =>
      new Promise<typeof Loaded>((resolve) => {
        arrive = () => resolve(Loaded);
      }),
  );
  const Popup = lazyPopup<{ name: string }>(load);
  render(<Popup name="Ada" trigger={<Button>Open</Button>} />);
  return { load, arrive: () => act(async () => arrive()) };
}

describe('lazyPopup', () => {
  it('draws only the button until it is used', () => {
    const { load } = deferredPopup();
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts fetching when the button is pointed at or focused, once', async () => {
    const user = userEvent.setup();
    const { load } = deferredPopup();
    await user.hover(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens on the first press, busy until the code arrives, and gives the focus back on close', async () => {
    const user = userEvent.setup();
    const { arrive } = deferredPopup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await arrive();
    expect(screen.getByRole('dialog', { name: 'Hello Ada' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });
});
