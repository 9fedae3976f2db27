import type { FormEventHandler, ReactElement, ReactNode } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

interface FormDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The submit button is red (removing something). */
  destructive?: boolean;
}

/** A small form in a dialog: title, fields, Cancel and a submit button that says when it is busy. */
export function FormDialog(props: FormDialogProps) {
  const { trigger, title, description, open, onOpenChange, onSubmit, children, pending } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant={props.destructive ? 'destructive' : 'default'} disabled={pending}>
              {pending ? props.pendingLabel : props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
