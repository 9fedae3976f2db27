import { updateProfileSchema, type PublicUser, type UpdateProfileInput } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useUpdateProfile } from '../api/update-profile';

/** First and last name, saved with PATCH /api/auth/account. */
export function AccountNameForm({ user }: { user: PublicUser }) {
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const { errors, isDirty } = form.formState;
  const update = useUpdateProfile();

  const onSubmit = (input: UpdateProfileInput) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
        toast({ title: 'Name updated', description: 'Your name has been saved.' });
      },
      onError: (error) => toastRequestError(error, 'Name not saved', 'Please try again.'),
    });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Your name"
    >
      <FormField label="First name" error={errors.firstName?.message}>
        <Input autoComplete="given-name" required {...form.register('firstName')} />
      </FormField>
      <FormField label="Last name" error={errors.lastName?.message}>
        <Input autoComplete="family-name" required {...form.register('lastName')} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? 'Saving...' : 'Save name'}
        </Button>
      </div>
    </form>
  );
}
