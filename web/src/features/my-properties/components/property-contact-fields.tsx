import type { UserPropertyBody } from '@contracts/user-property';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { PropertyFormValues } from '../lib/property-form';

interface Props {
  form: UseFormReturn<PropertyFormValues, unknown, UserPropertyBody>;
  /** What an empty field falls back to (SPEC 5): the owner's name and e-mail. */
  ownerName: string;
  ownerEmail: string;
}

/** Who buyers contact; every field may stay empty and then shows the owner's own details. */
export function PropertyContactFields({ form, ownerName, ownerEmail }: Props) {
  const { errors } = form.formState;
  const { register } = form;
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-base font-semibold">Contact</legend>
      <FormField label="Agent Name" error={errors.agentName?.message}>
        <Input autoComplete="name" placeholder={ownerName} {...register('agentName')} />
      </FormField>
      <FormField label="Your Contact Number" error={errors.agentPhone?.message}>
        <Input type="tel" autoComplete="tel" placeholder="020 7946 0000" {...register('agentPhone')} />
      </FormField>
      <FormField label="Agent Email" error={errors.agentEmail?.message}>
        <Input type="email" autoComplete="email" placeholder={ownerEmail} {...register('agentEmail')} />
      </FormField>
      <p className="text-xs text-slate-500 sm:col-span-3">
        Left empty, buyers see your own name and e-mail address.
      </p>
    </fieldset>
  );
}
