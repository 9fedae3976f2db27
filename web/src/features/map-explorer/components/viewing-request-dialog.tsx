import { VIEWING_TIMES, ukToday, type ViewingRequestInput } from '@contracts/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { LoadedPopupProps } from '@/components/lazy-popup';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useRequestViewing } from '../api/request-viewing';
import { viewingFormSchema } from '../lib/viewing-form';

const TIME_LABELS: Record<(typeof VIEWING_TIMES)[number], string> = {
  morning: 'Morning (9am - 12pm)',
  afternoon: 'Afternoon (12pm - 5pm)',
  evening: 'Evening (5pm - 8pm)',
};

export interface ViewingRequestProps {
  propertyId: string;
  propertyTitle: string;
  defaults?: { name?: string; email?: string };
}

/**
 * 'Schedule a Viewing' (SPEC 2 map panel): a real request e-mailed to the listing's agent (loaded
 * by ScheduleViewingButton on first use).
 */
export function ViewingRequestDialog({
  propertyId,
  propertyTitle,
  defaults,
  trigger,
  defaultOpen,
}: ViewingRequestProps & LoadedPopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const blank: ViewingRequestInput = {
    name: '',
    email: '',
    phone: '',
    preferredDate: '',
    preferredTime: 'morning',
    message: '',
    ...defaults,
  };
  const form = useForm<ViewingRequestInput>({
    resolver: zodResolver(viewingFormSchema),
    defaultValues: blank,
  });
  const request = useRequestViewing(propertyId);
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Viewing request sent',
          description: 'The agent will contact you to confirm a time.',
        });
        setOpen(false);
        form.reset(blank);
      },
      onError: (error) => toastRequestError(error, 'Viewing request not sent', 'Please try again.'),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule a Viewing</DialogTitle>
          <DialogDescription>{propertyTitle}: the agent will contact you to confirm.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-3">
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="name" {...form.register('name')} />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <FormField label="Phone" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...form.register('phone')} />
            </FormField>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Preferred date" error={errors.preferredDate?.message}>
              <Input type="date" min={ukToday()} {...form.register('preferredDate')} />
            </FormField>
            <Controller
              control={form.control}
              name="preferredTime"
              render={({ field }) => (
                <SelectField
                  label="Preferred time"
                  error={errors.preferredTime?.message}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  options={VIEWING_TIMES.map((time) => ({ value: time, label: TIME_LABELS[time] }))}
                />
              )}
            />
          </div>
          <FormField label="Message (optional)" error={errors.message?.message}>
            <Textarea rows={3} {...form.register('message')} />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending && <Spinner className="h-4 w-4 text-white" />}
              {request.isPending ? 'Sending...' : 'Request Viewing'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
