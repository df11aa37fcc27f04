import { zodResolver } from '@hookform/resolvers/zod';
import { Rocket } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSignUp } from '@thriftz/client/generated/auth/auth';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { EARLY_SIGNUP_MESSAGES, EMPTY_EARLY_SIGNUP, earlySignupSchema, type EarlySignupValues } from './early-signup-schema';

/**
 * The early sign-up: an account marked as early, whose place is claimed when the address is
 * verified (the link in the e-mail), so the form ends by asking them to open it.
 */
export function EarlySignupForm() {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EarlySignupValues>({ resolver: zodResolver(earlySignupSchema), defaultValues: EMPTY_EARLY_SIGNUP });

  const onSubmit = handleSubmit(
    ({ fullName, email, password }) =>
      signUp.mutate({ data: { fullName, email, password, earlyAccess: true } }, { onSuccess: () => reset(EMPTY_EARLY_SIGNUP) }),
    () => signUp.reset(),
  );

  const busy = signUp.isPending;
  const sentTo = signUp.variables?.data.email;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Early sign-up" aria-busy={busy || undefined} className="space-y-4">
      <fieldset disabled={busy} className="min-w-0 space-y-4">
        <Field label="Full name" error={errors.fullName?.message} required>
          <Input autoComplete="name" maxLength={100} placeholder="Your name" {...register('fullName')} />
        </Field>
        <Field label="Campus e-mail" error={errors.email?.message} required>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            placeholder="you@university.edu"
            {...register('email')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Password" error={errors.password?.message} required>
            <PasswordInput autoComplete="new-password" maxLength={128} {...register('password')} />
          </Field>
          <Field label="Confirm password" error={errors.confirmPassword?.message} required>
            <PasswordInput autoComplete="new-password" maxLength={128} {...register('confirmPassword')} />
          </Field>
        </div>
      </fieldset>

      {signUp.isSuccess ? (
        <Alert tone="success">
          You&apos;re on the list! We sent a verification link to {sentTo}. Open it to verify your e-mail and claim your early-bird place.
        </Alert>
      ) : null}
      {signUp.isError ? <Alert tone="error">{errorMessage(signUp.error, EARLY_SIGNUP_MESSAGES.failed)}</Alert> : null}

      <Button type="submit" size="lg" busy={busy} className="w-full">
        {busy ? null : <Rocket aria-hidden="true" className="size-4" />}
        {busy ? 'Registering…' : 'Claim my early-bird place'}
      </Button>
    </form>
  );
}
