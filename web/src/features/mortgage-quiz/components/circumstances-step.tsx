import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { QuizForm } from '../hooks/use-mortgage-quiz';
import { CREDIT_SCORE_OPTIONS, FIRST_TIME_BUYER_OPTIONS } from '../lib/quiz-steps';
import { ChoiceField } from './choice-field';
import { PoundInput } from './pound-input';

/** Step 3: credit history, commitments and whether this is a first home. */
export function CircumstancesStep({ form }: { form: QuizForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-6">
      <ChoiceField
        legend="Credit score"
        options={CREDIT_SCORE_OPTIONS}
        registration={form.register('creditScore')}
        error={errors.creditScore?.message}
        className="sm:grid-cols-2"
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          label="Monthly debt repayments"
          hint="Loans, car finance and card payments; 0 if none"
          error={errors.existingDebts?.message}
        >
          <PoundInput {...form.register('existingDebts')} />
        </FormField>
        <FormField
          label="Number of dependents"
          hint="Children or adults who rely on your income"
          error={errors.dependents?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('dependents')} />
        </FormField>
      </div>
      <ChoiceField
        legend="Are you a first-time buyer?"
        options={FIRST_TIME_BUYER_OPTIONS}
        registration={form.register('firstTimeBuyer')}
        error={errors.firstTimeBuyer?.message}
        className="grid-cols-2 sm:max-w-xs"
      />
    </div>
  );
}
