import {
  BUILT_FORMS,
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  LEASE_TENURES,
  type Tenure,
  TENURES,
} from '@contracts/material-info';
import type { UserPropertyBody } from '@contracts/user-property';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import type { PropertyFormValues } from '../lib/property-form';
import { FloorPlanField } from './floor-plan-field';

interface Props {
  form: UseFormReturn<PropertyFormValues, unknown, UserPropertyBody>;
}

/** '' cannot be a Radix select value: "Not stated" stands for it. */
const NOT_STATED = 'not-stated';
const choices = (list: readonly string[]) => [{ value: NOT_STATED, label: 'Not stated' }, ...list];

const SELECTS = [
  { name: 'builtForm', label: 'Built form', options: choices(BUILT_FORMS) },
  {
    name: 'councilTaxBand',
    label: 'Council tax band',
    options: choices(COUNCIL_TAX_BANDS).map((o) =>
      typeof o === 'string' ? { value: o, label: o === 'I' ? 'I (Wales only)' : o } : o,
    ),
  },
  { name: 'epcRating', label: 'EPC rating', options: choices(EPC_RATINGS) },
  { name: 'epcPotential', label: 'EPC potential rating', options: choices(EPC_RATINGS) },
] as const;

/**
 * The material information buyers must be told (National Trading Standards parts A to C): tenure
 * and, with a lease, its years and charges; council tax band; EPC; built form; floor plan.
 */
export function PropertyMaterialFields({ form }: Props) {
  const { errors } = form.formState;
  const { register, control, setValue } = form;
  const tenure = useWatch({ control, name: 'tenure' });
  const leased = LEASE_TENURES.includes(tenure as Tenure);
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Key information</legend>
      <p className="-mt-2 text-sm text-slate-600 sm:col-span-2">
        What UK buyers must be told before they view. Leave anything you do not know as not stated.
      </p>
      <Controller
        control={control}
        name="tenure"
        render={({ field }) => (
          <SelectField
            label="Tenure"
            value={field.value || NOT_STATED}
            options={choices(TENURES)}
            error={errors.tenure?.message}
            onValueChange={(value) => {
              const next = value === NOT_STATED ? '' : value;
              field.onChange(next);
              // Lease terms mean nothing without a lease: clear them rather than send them.
              if (!LEASE_TENURES.includes(next as Tenure)) {
                setValue('leaseYearsRemaining', '');
                setValue('groundRent', '');
              }
            }}
          />
        )}
      />
      {leased && (
        <>
          <FormField label="Lease years remaining" error={errors.leaseYearsRemaining?.message}>
            <Input
              type="number"
              min={0}
              max={999}
              step={1}
              placeholder="99"
              {...register('leaseYearsRemaining')}
            />
          </FormField>
          <FormField label="Ground rent (£ a year)" error={errors.groundRent?.message}>
            <Input inputMode="numeric" placeholder="250" {...register('groundRent')} />
          </FormField>
        </>
      )}
      <FormField
        label="Service charge (£ a year)"
        hint={leased ? undefined : 'For freeholds, any estate charge'}
        error={errors.serviceCharge?.message}
      >
        <Input inputMode="numeric" placeholder="1,200" {...register('serviceCharge')} />
      </FormField>
      {SELECTS.map((select) => (
        <Controller
          key={select.name}
          control={control}
          name={select.name}
          render={({ field }) => (
            <SelectField
              label={select.label}
              value={field.value || NOT_STATED}
              options={select.options}
              error={errors[select.name]?.message}
              onValueChange={(value) => field.onChange(value === NOT_STATED ? '' : value)}
            />
          )}
        />
      ))}
      <FormField
        label="EPC certificate link"
        hint="https:// address of the certificate on the EPC register"
        error={errors.epcCertificateUrl?.message}
        className="sm:col-span-2"
      >
        <Input
          type="url"
          placeholder="https://find-energy-certificate.service.gov.uk/..."
          {...register('epcCertificateUrl')}
        />
      </FormField>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('sharedOwnership')} />
          Shared ownership (the buyer buys a share and rents the rest)
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('retirement')} />
          Retirement home (for buyers of retirement age)
        </label>
      </div>
      <Controller
        control={control}
        name="floorPlan"
        render={({ field, fieldState }) => (
          <FloorPlanField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            className="sm:col-span-2"
          />
        )}
      />
    </fieldset>
  );
}
