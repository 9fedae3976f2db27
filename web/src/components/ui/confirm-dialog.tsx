import { type ReactElement, type ReactNode, useState } from 'react';
import { FormDialog } from './form-dialog';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Runs the action; call `close` once it succeeded (a failure leaves the dialog open). */
  onConfirm: (close: () => void) => void;
}

/** 'Are you sure?' before a destructive action: Cancel, or the red confirm button. */
export function ConfirmDialog({ confirmLabel, onConfirm, ...dialog }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
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
