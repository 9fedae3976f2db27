import type { Property } from '@contracts/property';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useDeleteProperty } from '../api/delete-property';

/** Remove, after the spec's confirmation (SPEC 7: DELETE /api/user/properties/{id}). */
export function DeletePropertyDialog({ property }: { property: Property }) {
  const [open, setOpen] = useState(false);
  const removal = useDeleteProperty();
  const onRemove = () =>
    removal.mutate(property.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Property removed successfully', description: 'Property deleted successfully.' });
      },
      onError: (error) =>
        toastRequestError(error, 'Failed to remove property', 'Failed to delete property. Please try again.'),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="flex-1 text-red-700"
          aria-label={`Remove ${property.title}`}
        >
          <Trash2 aria-hidden />
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove '{property.title}'?</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete this property? This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onRemove} disabled={removal.isPending}>
            {removal.isPending ? 'Removing...' : 'Remove Property'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
