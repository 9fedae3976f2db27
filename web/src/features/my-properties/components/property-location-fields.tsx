import type { UserPropertyBody } from '@contracts/user-property';
import { LocateFixed } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { useAutoFill } from '../hooks/use-auto-fill';
import type { PropertyFormValues } from '../lib/property-form';

interface Props {
  form: UseFormReturn<PropertyFormValues, unknown, UserPropertyBody>;
  autoFill: ReturnType<typeof useAutoFill>;
}

/** Address, postcode and position; 'Auto-fill from Address' and the postcode's blur fill the position. */
export function PropertyLocationFields({ form, autoFill }: Props) {
  const { errors } = form.formState;
  const { register } = form;
  const [address, zipCode] = form.watch(['address', 'zipCode']);
  const canLocate = address.trim() !== '' && zipCode.trim() !== '';
  const postcode = register('zipCode');
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Location</legend>
      <FormField label="Address*" error={errors.address?.message} className="sm:col-span-2">
        <Input required autoComplete="street-address" {...register('address')} />
      </FormField>
      <FormField label="City*" error={errors.city?.message}>
        <Input required autoComplete="address-level2" {...register('city')} />
      </FormField>
      <FormField label="County/Region*" error={errors.state?.message}>
        <Input required autoComplete="address-level1" {...register('state')} />
      </FormField>
      <FormField label="Postcode*" error={errors.zipCode?.message}>
        <Input
          required
          autoComplete="postal-code"
          placeholder="SW19 3ES"
          {...postcode}
          onBlur={(event) => {
            void postcode.onBlur(event);
            autoFill.onPostcodeBlur();
          }}
        />
      </FormField>
      <div className="flex sm:self-end">
        <Button
          type="button"
          variant="outline"
          className="w-full"
          onClick={() => void autoFill.locate()}
          disabled={!canLocate || autoFill.isLocating}
        >
          <LocateFixed aria-hidden />
          {autoFill.isLocating ? 'Finding...' : 'Auto-fill from Address'}
        </Button>
      </div>
      <FormField label="Latitude" error={errors.latitude?.message}>
        <Input inputMode="decimal" placeholder="51.5074" {...register('latitude')} />
      </FormField>
      <FormField label="Longitude" error={errors.longitude?.message}>
        <Input inputMode="decimal" placeholder="-0.1278" {...register('longitude')} />
      </FormField>
      <p className="text-xs text-slate-500 sm:col-span-2">
        {canLocate
          ? 'Left empty, the position of the postcode is used.'
          : 'Enter the address and postcode to find the position automatically.'}
      </p>
    </fieldset>
  );
}
