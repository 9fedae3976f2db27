import { EARLIEST_YEAR_BUILT, type UserPropertyBody } from '@contracts/user-property';
import { PROPERTY_TYPES } from '@contracts/property-options';
import type { UseFormReturn } from 'react-hook-form';
import { PriceAndTypeFields } from '@/components/price-and-type-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { PropertyFormValues } from '../lib/property-form';

interface Props {
  form: UseFormReturn<PropertyFormValues, unknown, UserPropertyBody>;
}

/** Title, price, type, rooms, size, age, land, description and features. */
export function PropertyDetailsFields({ form }: Props) {
  const { errors } = form.formState;
  const { register } = form;
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Property details</legend>
      <FormField label="Property Title*" error={errors.title?.message} className="sm:col-span-2">
        <Input required autoComplete="off" {...register('title')} />
      </FormField>
      <PriceAndTypeFields form={form} types={PROPERTY_TYPES} markRequired />
      <FormField label="Bedrooms" error={errors.bedrooms?.message}>
        <Input type="number" min={0} step={1} {...register('bedrooms')} />
      </FormField>
      <FormField label="Bathrooms" error={errors.bathrooms?.message}>
        <Input type="number" min={0} step={0.5} {...register('bathrooms')} />
      </FormField>
      <FormField label="Square Feet*" error={errors.sqft?.message}>
        <Input type="number" required min={1} step={1} placeholder="1,000" {...register('sqft')} />
      </FormField>
      <FormField label="Year Built" error={errors.yearBuilt?.message}>
        <Input
          type="number"
          min={EARLIEST_YEAR_BUILT}
          max={new Date().getFullYear()}
          step={1}
          placeholder="1930"
          {...register('yearBuilt')}
        />
      </FormField>
      <FormField label="Lot Size (acres)" error={errors.lotSize?.message}>
        <Input type="number" min={0.01} step={0.01} placeholder="0.25" {...register('lotSize')} />
      </FormField>
      <FormField label="Property Description*" error={errors.description?.message} className="sm:col-span-2">
        <Textarea required rows={4} {...register('description')} />
      </FormField>
      <FormField
        label="Features*"
        hint="Separate features with commas, e.g. Garden, Off-street parking, Loft"
        error={errors.features?.message}
        className="sm:col-span-2"
      >
        <Input required {...register('features')} />
      </FormField>
    </fieldset>
  );
}
