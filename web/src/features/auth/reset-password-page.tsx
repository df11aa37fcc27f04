import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { useConfirmPasswordReset } from '@thriftz/client/generated/auth/auth';
import { errorMessage } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Field } from '../../ui/field';
import { PasswordInput } from '../../ui/password-input';
import { resetPasswordSchema, type ResetPasswordValues } from './auth-schemas';

/** /reset-password?token=… : choose a new password with the e-mailed single-use token. */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const confirm = useConfirmPasswordReset();

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) => {
    setServerError(null);
    confirm.mutate(
      { data: { token, password } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          void navigate('/login', { replace: true });
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  });

  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <KeyRound aria-hidden="true" className="size-7" />
        </div>
        <h1 className="mt-5 text-center text-xl font-bold tracking-tight text-fg">Set a new password</h1>
        <p className="mt-1 text-center text-sm text-fg-muted">
          Choose a password you have not used here before. The reset link works once, for 1 hour.
        </p>

        {!token ? (
          <div className="mt-6 space-y-4">
            <Alert>This reset link is incomplete. Ask for a new one from the login page.</Alert>
            <Button asChild className="w-full">
              <Link to="/login">Back to login</Link>
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} aria-label="Set a new password" className="mt-6">
            <fieldset disabled={confirm.isPending} className="min-w-0 space-y-4">
              <Field label="New password" error={errors.password?.message} hint="At least 6 characters." required>
                <PasswordInput autoComplete="new-password" {...register('password')} />
              </Field>
              <Field label="Confirm new password" error={errors.confirmPassword?.message} required>
                <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
              </Field>
            </fieldset>
            {serverError ? (
              <Alert className="mt-4">
                {serverError}{' '}
                <Link to="/login" className="font-semibold underline underline-offset-2">
                  Request a new link
                </Link>
              </Alert>
            ) : null}
            <Button type="submit" size="lg" busy={confirm.isPending} className="mt-6 w-full">
              Update password
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
