import { type FormEventHandler, type ReactElement, type ReactNode, useEffect, useRef } from 'react';
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
  /** The form's fields (none for a plain confirmation). */
  children?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The submit button is red (removing something). */
  destructive?: boolean;
}

/** A small form in a dialog: title, fields, Cancel and a submit button that says when it is busy. */
export function FormDialog(props: FormDialogProps) {
  const { trigger, title, description, open, onOpenChange, onSubmit, children, pending } = props;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Disabling the submit button while the request runs drops focus to the page, out of the
    // dialog (Escape and Tab then miss it). When a refused request settles, focus the first field.
    const form = formRef.current;
    if (!pending && form && !form.contains(document.activeElement))
      form.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [pending]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
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
