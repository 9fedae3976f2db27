import type { Property } from '@contracts/property';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EditPropertyForm } from './edit-property-form';

interface EditPropertyDialogProps {
  /** The listing being edited; kept while the dialog closes so its content does not jump. */
  property: Property | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

/** SPEC 2: 'Edit Property' with title, price, type, address, town and county. */
export function EditPropertyDialog({ property, open, onOpenChange, onSaved }: EditPropertyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Property</DialogTitle>
          <DialogDescription>
            {property ? (
              <>
                Changes to <span className="font-medium text-slate-900">{property.title}</span> show on the
                site at once, and the listing is marked available.
              </>
            ) : (
              'Changes show on the site at once.'
            )}
          </DialogDescription>
        </DialogHeader>
        {property && (
          <EditPropertyForm
            key={property.id}
            property={property}
            onSaved={onSaved}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
