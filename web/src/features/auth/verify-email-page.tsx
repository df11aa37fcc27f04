import { useQueryClient } from '@tanstack/react-query';
import { CircleX, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { getGetSessionQueryKey, useVerifyEmail } from '@thriftz/client/generated/auth/auth';
import type { Session } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { useRefreshSession } from '../../lib/use-current-user';
import { greeting } from './greeting';

const MISSING_TOKEN = 'This verification link is incomplete. Open the link from your e-mail again.';

/**
 * /verify-email?token=… : confirms the address once, which also signs the student in (the link
 * proves the inbox), then lands them on the home page with a greeting. A bad link says why.
 */
export default function VerifyEmailPage() {
  useDocumentTitle('Verify your e-mail');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const verify = useVerifyEmail();
  const refreshSession = useRefreshSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate } = verify;

  // The token is single-use: call once, even when StrictMode runs effects twice.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(
      { data: { token } },
      {
        onSuccess: ({ user, earlyBird }) => {
          const { firstSignIn: _greeting, ...current } = user;
          queryClient.setQueryData<Session>(getGetSessionQueryKey(), (previous) => ({
            user: current,
            googleEnabled: previous?.googleEnabled ?? false,
          }));
          void refreshSession();
          // An early sign-up lands back on the pre-launch page (before the launch) knowing its place.
          toast.success(
            earlyBird ? `Early-bird place #${earlyBird.place} is yours: the ${earlyBird.plan.name} free for 30 days!` : greeting(user),
          );
          void navigate('/', { replace: true });
        },
        onError: () => void refreshSession(),
      },
    );
  }, [token, mutate, refreshSession, queryClient, navigate]);

  let icon = <MailCheck aria-hidden="true" className="size-7" />;
  let tone = 'bg-primary-soft text-primary';
  let heading = 'Verifying your e-mail…';
  let body: string | null = null;

  if (!token) {
    icon = <CircleX aria-hidden="true" className="size-7" />;
    tone = 'bg-danger-soft text-danger';
    heading = 'Verification failed';
    body = MISSING_TOKEN;
  } else if (verify.isError) {
    icon = <CircleX aria-hidden="true" className="size-7" />;
    tone = 'bg-danger-soft text-danger';
    heading = 'Verification failed';
    body = errorMessage(verify.error);
  }

  // Success leaves for the home page at once; until then the spinner stays.
  const pending = Boolean(token) && !verify.isError;

  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <Card className="w-full max-w-md p-6 text-center sm:p-8">
        <div className={`mx-auto flex size-14 items-center justify-center rounded-full ${tone}`}>
          {pending ? <Spinner className="size-7" /> : icon}
        </div>
        <h1 className="mt-5 text-xl font-bold tracking-tight text-fg">{heading}</h1>
        <div aria-live="polite">
          {pending ? (
            <p className="mt-2 text-sm text-fg-muted">Hang on, this only takes a moment.</p>
          ) : (
            <p role="alert" className="mt-2 text-sm text-fg-muted">
              {body}
            </p>
          )}
        </div>
        {!pending ? (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button asChild>
              <Link to="/login">Log in</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/">Back to home</Link>
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
