import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSubmitContactMessage } from '@thriftz/client/generated/contact/contact';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  contactSchema,
  EMPTY_CONTACT,
  toContactMessageInput,
  type ContactFormInput,
  type ContactFormValues,
} from './contact-schema';

/**
 * The contact form: idle, submitting, success (the form empties) or error (the form keeps its text).
 * `subject` prefills the subject (a link such as Create Your Store's store application).
 */
export function ContactForm({ subject = '' }: { subject?: string }) {
  const submit = useSubmitContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...EMPTY_CONTACT, subject },
  });

  const onSubmit = handleSubmit(
    (values) => {
      submit.mutate({ data: toContactMessageInput(values) }, { onSuccess: () => reset(EMPTY_CONTACT) });
    },
    // A new attempt that fails on the client hides the last answer.
    () => submit.reset(),
  );

  const busy = submit.isPending;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" aria-busy={busy || undefined} className="space-y-5">
      <fieldset disabled={busy} className="min-w-0 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name" error={errors.name?.message} required>
            <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} placeholder="Your name" {...register('name')} />
          </Field>
          <Field label="Email" error={errors.email?.message} required>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={CONTACT_LIMITS.email}
              placeholder="you@university.edu"
              {...register('email')}
            />
          </Field>
        </div>
        <Field label="Subject" error={errors.subject?.message} hint="Optional.">
          <Input maxLength={CONTACT_LIMITS.subject} placeholder="What is it about?" {...register('subject')} />
        </Field>
        <Field label="Message" error={errors.message?.message} required>
          <Textarea
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            placeholder="Tell us how we can help…"
            {...register('message')}
          />
        </Field>
      </fieldset>

      {submit.isSuccess ? <Alert tone="success">{submit.data.message || CONTACT_MESSAGES.sent}</Alert> : null}
      {submit.isError ? <Alert tone="error">{errorMessage(submit.error, CONTACT_MESSAGES.failed)}</Alert> : null}

      <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto">
        {busy ? null : <Send aria-hidden="true" className="size-4" />}
        {busy ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
