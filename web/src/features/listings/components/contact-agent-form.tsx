import { enquirySchema, type EnquiryInput } from '@contracts/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toastRequestError } from '@/lib/toast-error';
import { toast } from '@/lib/use-toast';
import { useSendEnquiry } from '../api/send-enquiry';

type ContactValues = EnquiryInput;

interface ContactAgentFormProps {
  propertyId: string;
  /** Prefilled from the signed-in user. */
  defaults?: Partial<Pick<ContactValues, 'firstName' | 'lastName' | 'email'>>;
}

const REQUIRED = ['firstName', 'lastName', 'email', 'phone'] as const;

/** 'Contact Agent' (SPEC 2, SPEC 5): sends an enquiry to the listing's agent. */
export function ContactAgentForm({ propertyId, defaults }: ContactAgentFormProps) {
  const blank: ContactValues = {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    message: '',
    ...defaults,
  };
  const form = useForm<ContactValues>({ resolver: zodResolver(enquirySchema), defaultValues: blank });
  const send = useSendEnquiry(propertyId);
  const { errors } = form.formState;

  const onValid = (values: ContactValues) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Message sent!', description: 'The agent will contact you soon.' });
        form.reset({
          ...blank,
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone,
        });
      },
      onError: (error) => toastRequestError(error, 'Message not sent', 'Please try again.'),
    });

  const onInvalid = (invalid: FieldErrors<ContactValues>) => {
    const values = form.getValues();
    if (REQUIRED.some((name) => invalid[name] && values[name].trim() === '')) {
      toast({
        title: 'Please fill in all fields',
        description: 'All contact information is required.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Contact Agent</CardTitle>
        <CardDescription>Ask a question or arrange a viewing.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          className="space-y-3"
          aria-label="Contact agent"
        >
          <div className="grid grid-cols-2 gap-3">
            <FormField label="First name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register('phone')} />
          </FormField>
          <FormField label="Message" error={errors.message?.message}>
            <Textarea
              rows={4}
              placeholder="I'm interested in this property..."
              {...form.register('message')}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={send.isPending}>
            {send.isPending ? <Spinner className="h-4 w-4 text-white" /> : <Send aria-hidden />}
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
