import type { Property } from '@contracts/property';
import type { UserPropertyBody } from '@contracts/user-property';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/api-client';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useSaveProperty } from '../api/save-property';
import { useAutoFill } from '../hooks/use-auto-fill';
import {
  emptyPropertyForm,
  propertyFormResolver,
  propertyFormValues,
  type PropertyFormValues,
} from '../lib/property-form';
import { PropertyContactFields } from './property-contact-fields';
import { PropertyDetailsFields } from './property-details-fields';
import { PropertyLocationFields } from './property-location-fields';
import { PropertyMaterialFields } from './property-material-fields';
import { PropertyPhotosField } from './property-photos-field';

interface PropertyFormProps {
  /** The listing being edited; none when listing a new one. */
  property?: Property;
  owner: { name: string; email: string };
  onSaved: () => void;
  onCancel: () => void;
}

const messages = {
  create: {
    done: { title: 'Property listed successfully', description: 'Property created successfully.' },
    failed: { title: 'Failed to list property', fallback: 'Failed to create property. Please try again.' },
  },
  update: {
    done: {
      title: 'Property updated successfully',
      description: 'Your property has been updated successfully.',
    },
    failed: { title: 'Failed to update property', fallback: 'Failed to update property. Please try again.' },
  },
} as const;

/** The fuller listing form (SPEC 2 and 5), used both to list a property and to edit one. */
export function PropertyForm({ property, owner, onSaved, onCancel }: PropertyFormProps) {
  const form = useForm<PropertyFormValues, unknown, UserPropertyBody>({
    resolver: propertyFormResolver,
    defaultValues: property ? propertyFormValues(property) : emptyPropertyForm,
  });
  const save = useSaveProperty();
  const autoFill = useAutoFill(form);
  const text = messages[property ? 'update' : 'create'];

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: property?.id, body },
      {
        onSuccess: () => {
          toast(text.done);
          onSaved();
        },
        onError: (error) => {
          showFieldIssues(error, (field, message) => form.setError(field, { message }));
          toastRequestError(error, text.failed.title, text.failed.fallback);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <PropertyDetailsFields form={form} />
      <PropertyLocationFields form={form} autoFill={autoFill} />
      <PropertyMaterialFields form={form} />
      <PropertyContactFields form={form} ownerName={owner.name} ownerEmail={owner.email} />
      <Controller
        control={form.control}
        name="images"
        render={({ field, fieldState }) => (
          <PropertyPhotosField
            images={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner className="h-4 w-4 text-white" />}
          {save.isPending ? 'Saving...' : property ? 'Update Property' : 'List Property'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The server names the field of each problem it found: show them beside the fields too. */
function showFieldIssues(error: unknown, show: (field: keyof PropertyFormValues, message: string) => void) {
  if (!hasErrorCode(error, 'validation_failed')) return;
  const issues = (error.body as { issues?: { path: string; message: string }[] } | null)?.issues ?? [];
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (field in emptyPropertyForm) show(field as keyof PropertyFormValues, issue.message);
  }
}
