import type { Property } from '@contracts/property';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PropertyForm } from './property-form';

interface PropertyFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing being edited; none when listing a new one. */
  property?: Property;
  owner: { name: string; email: string };
  onSaved: () => void;
}

/** 'List Your Property' or 'Edit Property - {title}' (SPEC 2), around the listing form. */
export function PropertyFormDialog({
  open,
  onOpenChange,
  property,
  owner,
  onSaved,
}: PropertyFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{property ? `Edit Property - ${property.title}` : 'List Your Property'}</DialogTitle>
          <DialogDescription>
            {property
              ? 'Change what you need and save: the listing updates at once.'
              : 'Add New Property: fill in the fields marked * and save to publish it.'}
          </DialogDescription>
        </DialogHeader>
        <PropertyForm
          key={property?.id ?? 'new'}
          property={property}
          owner={owner}
          onSaved={onSaved}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
