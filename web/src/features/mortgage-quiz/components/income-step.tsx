import { FormField } from '@/components/ui/form-field';
import type { QuizForm } from '../hooks/use-mortgage-quiz';
import { EMPLOYMENT_OPTIONS } from '../lib/quiz-steps';
import { ChoiceField } from './choice-field';
import { PoundInput } from './pound-input';

/** Step 1: what the household earns and how. */
export function IncomeStep({ form }: { form: QuizForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-6">
      <FormField
        label="Annual income"
        hint="Your yearly income before tax (add a partner's if you are buying together)"
        error={errors.income?.message}
      >
        <PoundInput placeholder="45,000" {...form.register('income')} />
      </FormField>
      <ChoiceField
        legend="Employment status"
        options={EMPLOYMENT_OPTIONS}
        registration={form.register('employmentStatus')}
        error={errors.employmentStatus?.message}
        className="grid-cols-2 sm:grid-cols-3"
      />
    </div>
  );
}
