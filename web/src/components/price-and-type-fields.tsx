import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';

/** The two fields every listing form has, as its inputs hold them. */
interface PriceAndType {
  price: string;
  propertyType: string;
}

interface PriceAndTypeFieldsProps<Values extends PriceAndType, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The types offered (a form may add a listing's old type the list no longer has). */
  types: readonly string[];
  /** Mark both labels with '*' (the My Properties form marks every required field). */
  markRequired?: boolean;
}

/**
 * A listing's price and type, the same in the admin's edit dialog and the owner's listing form.
 * Two fields without a wrapper: each form lays them out in its own grid.
 */
export function PriceAndTypeFields<Values extends PriceAndType, Output>({
  form,
  types,
  markRequired = false,
}: PriceAndTypeFieldsProps<Values, Output>) {
  // Values extends PriceAndType, so these two paths exist with these types in every caller's form.
  const { control, formState, register } = form as unknown as UseFormReturn<PriceAndType>;
  const mark = markRequired ? '*' : '';
  return (
    <>
      <FormField label={`Price (£)${mark}`} error={formState.errors.price?.message}>
        <Input required inputMode="numeric" placeholder="250,000" {...register('price')} />
      </FormField>
      <Controller
        control={control}
        name="propertyType"
        render={({ field }) => (
          <SelectField
            label={`Property Type${mark}`}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            options={types}
            placeholder="Choose a type"
            error={formState.errors.propertyType?.message}
          />
        )}
      />
    </>
  );
}
