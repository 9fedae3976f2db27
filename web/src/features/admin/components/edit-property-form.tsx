import { type AdminPropertyUpdate, adminMessages } from '@contracts/admin';
import type { Property } from '@contracts/property';
import { PROPERTY_TYPES } from '@contracts/property-options';
import { useForm } from 'react-hook-form';
import { PriceAndTypeFields } from '@/components/price-and-type-fields';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/api-client';
import { useUpdateAdminProperty } from '../api/update-admin-property';
import { adminFailure, adminSuccess } from '../lib/admin-toasts';
import {
  isEditField,
  propertyEditResolver,
  propertyEditValues,
  type PropertyEditValues,
} from '../lib/property-edit-form';

interface EditPropertyFormProps {
  property: Property;
  onSaved: () => void;
  onCancel: () => void;
}

/** The admin's edit form: checked with the shared contract, so its messages are the API's (SPEC 5). */
export function EditPropertyForm({ property, onSaved, onCancel }: EditPropertyFormProps) {
  const form = useForm<PropertyEditValues, unknown, AdminPropertyUpdate>({
    resolver: propertyEditResolver,
    defaultValues: propertyEditValues(property),
  });
  const { errors } = form.formState;
  const { register } = form;
  const update = useUpdateAdminProperty();
  // A listing may carry a type the dialog's list does not offer (old data): keep it choosable.
  const types = PROPERTY_TYPES.includes(property.propertyType as (typeof PROPERTY_TYPES)[number])
    ? PROPERTY_TYPES
    : [property.propertyType, ...PROPERTY_TYPES];

  const submit = form.handleSubmit((body) =>
    update.mutate(
      { id: property.id, body },
      {
        onSuccess: () => {
          adminSuccess('Property updated', adminMessages.propertyUpdated);
          form.reset();
          onSaved();
        },
        onError: (error) => {
          showFieldIssues(error, (field, message) => form.setError(field, { message }));
          adminFailure(error, adminMessages.updatePropertyFailed);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField label="Title" error={errors.title?.message}>
        <Input required autoComplete="off" {...register('title')} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <PriceAndTypeFields form={form} types={types} />
      </div>
      <FormField label="Address" error={errors.address?.message}>
        <Input required autoComplete="off" {...register('address')} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="City" error={errors.city?.message}>
          <Input required autoComplete="off" {...register('city')} />
        </FormField>
        <FormField label="County" error={errors.state?.message}>
          <Input required autoComplete="off" {...register('state')} />
        </FormField>
      </div>
      <DialogFooter className="pt-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner className="h-4 w-4 text-white" />}
          {update.isPending ? 'Updating...' : 'Update Property'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The server names the field of each problem it found: show them beside the fields too. */
function showFieldIssues(error: unknown, show: (field: keyof PropertyEditValues, message: string) => void) {
  if (!hasErrorCode(error, 'validation_failed')) return;
  const issues = (error.body as { issues?: { path?: string; message?: string }[] } | null)?.issues ?? [];
  for (const issue of issues) {
    const field = String(issue.path ?? '').split('.')[0] ?? '';
    if (isEditField(field) && issue.message) show(field, issue.message);
  }
}
