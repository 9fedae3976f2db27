import { Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * An admin card's red Delete, which opens its ConfirmDialog. The dialog's trigger (asChild) hands
 * its handlers, aria state and ref in through `props`, so they are all passed on to the button.
 */
export function DeleteTrigger({ className, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" size="sm" className={cn(className, 'text-red-700 hover:bg-red-50')} {...props}>
      <Trash2 aria-hidden />
      Delete
    </Button>
  );
}
