import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import {
  getGetSessionQueryKey,
  useLogIn,
  useRequestPasswordReset,
  useSignUp,
} from '@thriftz/client/generated/auth/auth';
import type { Session, SignedInUser } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { PasswordInput } from '../../ui/password-input';
import { AUTH_MESSAGES, emailSchema, logInSchema, signUpSchema, type AuthFormValues } from './auth-schemas';
import { GoogleSignInButton } from './google-sign-in-button';

export type AuthMode = 'login' | 'signup';

interface LoginFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** A sanitised same-site path to return to after logging in. */
  returnTo: string;
  googleEnabled: boolean;
  onLoggedIn: (user: SignedInUser) => void;
}

type Notice = { tone: 'error' | 'success'; text: string } | null;

/** Log in and sign up in one form, with Google sign-in and the forgotten-password link. */
export function LoginForm({ mode, onModeChange, returnTo, googleEnabled, onLoggedIn }: LoginFormProps) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);

  const form = useForm<AuthFormValues>({
    resolver: zodResolver(mode === 'signup' ? signUpSchema : logInSchema) as unknown as Resolver<AuthFormValues>,
    defaultValues: { fullName: '', email: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, formState, setError, clearErrors, getValues, setValue, setFocus } = form;

  const logIn = useLogIn();
  const signUp = useSignUp();
  const resetRequest = useRequestPasswordReset();
  const busy = logIn.isPending || signUp.isPending || resetRequest.isPending;

  // A different mode validates differently: drop the other mode's messages.
  useEffect(() => {
    clearErrors();
  }, [mode, clearErrors]);

  // The server's refusal ('Only campus e-mail addresses …', 'Incorrect password') was about what
  // was sent: once a field changes it no longer applies, so it goes rather than going stale.
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') setNotice((current) => (current?.tone === 'error' ? null : current));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const switchMode = (next: AuthMode) => {
    if (next === mode) return;
    setNotice(null);
    onModeChange(next);
  };

  const onSubmit = handleSubmit((values) => {
    setNotice(null);
    if (mode === 'signup') {
      signUp.mutate(
        {
          data: {
            fullName: values.fullName.trim(),
            email: values.email.trim(),
            password: values.password,
          },
        },
        {
          onSuccess: (answer) => {
            // Sign-up does not sign in: the student verifies the address first, then logs in.
            setValue('password', '');
            setNotice({ tone: 'success', text: answer.message });
            onModeChange('login');
          },
          onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
        },
      );
      return;
    }
    logIn.mutate(
      { data: { email: values.email.trim(), password: values.password } },
      {
        onSuccess: (user) => {
          const sessionKey = getGetSessionQueryKey();
          // The session holds who is signed in; the greeting flag is for this moment only.
          const { firstSignIn: _greeting, ...current } = user;
          queryClient.setQueryData<Session>(sessionKey, (previous) => ({
            user: current,
            googleEnabled: previous?.googleEnabled ?? googleEnabled,
          }));
          void queryClient.invalidateQueries({ queryKey: sessionKey });
          onLoggedIn(user);
        },
        onError: (error) => {
          setValue('password', '');
          setNotice({ tone: 'error', text: errorMessage(error) });
        },
      },
    );
  });

  const onForgotPassword = () => {
    setNotice(null);
    const email = getValues('email').trim();
    if (!email) {
      setError('email', { type: 'manual', message: AUTH_MESSAGES.emailFirst }, { shouldFocus: true });
      return;
    }
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError('email', { type: 'manual', message: AUTH_MESSAGES.invalidEmail });
      setFocus('email');
      return;
    }
    clearErrors('email');
    resetRequest.mutate(
      { data: { email: parsed.data } },
      {
        onSuccess: () => {
          toast.success(AUTH_MESSAGES.resetLinkSent);
        },
        onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
      },
    );
  };

  const isSignUp = mode === 'signup';
  const errors = formState.errors;

  return (
    <div>
      <div role="group" aria-label="Choose log in or sign up" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        {(['login', 'signup'] as const).map((value) => (
          <button
            key={value}
            type="button"
            onClick={() => switchMode(value)}
            disabled={busy}
            aria-pressed={mode === value}
            className={cn(
              'h-10 rounded-lg text-sm font-semibold transition-colors disabled:opacity-60',
              mode === value ? 'bg-surface text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
            )}
          >
            {value === 'login' ? 'Log in' : 'Sign up'}
          </button>
        ))}
      </div>

      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={isSignUp ? 'Sign up' : 'Log in'}
        aria-busy={busy || undefined}
        className="mt-6"
      >
        <fieldset disabled={busy} className="min-w-0 space-y-4">
          {isSignUp ? (
            <Field label="Full name" error={errors.fullName?.message} required>
              <Input autoComplete="name" placeholder="Aarav Sharma" {...register('fullName')} />
            </Field>
          ) : null}

          <Field
            label="Email"
            error={errors.email?.message}
            required
            hint={isSignUp ? 'Use your campus e-mail address.' : undefined}
          >
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@university.edu"
              {...register('email')}
            />
          </Field>

          <Field
            label="Password"
            error={errors.password?.message}
            required
            hint={isSignUp ? 'At least 6 characters.' : undefined}
            aside={
              !isSignUp ? (
                <button
                  type="button"
                  onClick={onForgotPassword}
                  className="rounded text-sm font-medium text-primary-ink underline-offset-2 hover:text-primary hover:underline"
                >
                  {resetRequest.isPending ? 'Sending link…' : 'Forgot password?'}
                </button>
              ) : undefined
            }
          >
            <PasswordInput autoComplete={isSignUp ? 'new-password' : 'current-password'} {...register('password')} />
          </Field>
        </fieldset>

        {notice ? (
          <Alert tone={notice.tone} className="mt-4">
            {notice.text}
          </Alert>
        ) : null}

        <Button type="submit" size="lg" busy={busy} className="mt-6 w-full">
          {isSignUp ? 'Create account' : 'Log in'}
        </Button>
      </form>

      {googleEnabled ? (
        <>
          <div className="my-5 flex items-center gap-3 text-xs font-medium uppercase tracking-wider text-fg-subtle">
            <span className="h-px flex-1 bg-line" />
            or
            <span className="h-px flex-1 bg-line" />
          </div>
          <GoogleSignInButton returnTo={returnTo} disabled={busy} />
        </>
      ) : null}

      <p className="mt-6 flex items-start gap-2 rounded-lg bg-primary-soft px-3 py-2.5 text-sm text-primary-ink">
        <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>Only verified campus students can join: sign up with your campus e-mail address.</span>
      </p>

      <p className="mt-4 text-center text-sm text-fg-muted">
        {isSignUp ? 'Already have an account?' : 'New to Thriftz?'}{' '}
        <button
          type="button"
          onClick={() => switchMode(isSignUp ? 'login' : 'signup')}
          disabled={busy}
          className="rounded font-semibold text-primary-ink underline-offset-2 hover:text-primary hover:underline"
        >
          {isSignUp ? 'Log in' : 'Create an account'}
        </button>
      </p>
    </div>
  );
}
