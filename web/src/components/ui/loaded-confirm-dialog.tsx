import { type ReactNode, useState } from 'react';
import type { LoadedPopupProps } from '../lazy-popup';
import { FormDialog } from './form-dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Runs the action; call `close` once it succeeded (a failure leaves the dialog open). */
  onConfirm: (close: () => void) => void;
}

/** 'Are you sure?' before a destructive action (loaded by ConfirmDialog on first use). */
export function LoadedConfirmDialog({
  confirmLabel,
  onConfirm,
  defaultOpen,
  ...dialog
}: ConfirmDialogProps & LoadedPopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <FormDialog
      {...dialog}
      open={open}
      onOpenChange={setOpen}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(() => setOpen(false));
      }}
      submitLabel={confirmLabel}
      destructive
    />
  );
}
