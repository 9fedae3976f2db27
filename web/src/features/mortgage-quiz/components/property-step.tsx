import { FormField } from '@/components/ui/form-field';
import type { QuizForm } from '../hooks/use-mortgage-quiz';
import { PoundInput } from './pound-input';

/** Step 2: the home in mind and the money put down. */
export function PropertyStep({ form }: { form: QuizForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <FormField
        label="Property value"
        hint="The price of the kind of home you want"
        error={errors.propertyValue?.message}
      >
        <PoundInput placeholder="250,000" {...form.register('propertyValue')} />
      </FormField>
      <FormField label="Deposit" hint="Savings you will put down" error={errors.deposit?.message}>
        <PoundInput placeholder="25,000" {...form.register('deposit')} />
      </FormField>
    </div>
  );
}
