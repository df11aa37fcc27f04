import { BadgeCheck, Leaf, MessageCircle, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/card';
import { Eyebrow } from '../../ui/eyebrow';
import { greeting } from './greeting';
import { LoginForm, type AuthMode } from './login-form';
import { isOtherApp, pathFromState, sanitizeReturnTo } from '../../lib/return-to';
import { useCurrentUser } from '../../lib/use-current-user';

const perks = [
  { icon: BadgeCheck, text: 'Only verified campus students, so you always know who you deal with.' },
  { icon: Leaf, text: 'Give textbooks, gadgets and furniture a second life on campus.' },
  { icon: MessageCircle, text: 'Chat with sellers and meet up between classes.' },
];

export default function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, googleEnabled } = useCurrentUser();

  const mode: AuthMode = searchParams.get('mode') === 'signup' ? 'signup' : 'login';
  const returnTo = sanitizeReturnTo(searchParams.get('returnTo') ?? pathFromState(location.state));
  const googleError = searchParams.get('error');

  useDocumentTitle(mode === 'signup' ? 'Sign up' : 'Log in');

  const setMode = (next: AuthMode) => {
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        if (next === 'signup') copy.set('mode', 'signup');
        else copy.delete('mode');
        copy.delete('error');
        return copy;
      },
      { replace: true, state: location.state },
    );
  };

  // Already signed in (or just signed in through another tab): nothing to do here.
  if (user) return isOtherApp(returnTo) ? <LeaveForApp path={returnTo} /> : <Navigate to={returnTo} replace />;

  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-primary-soft via-emerald-50/40 to-transparent"
      />
      <div className="container-page relative grid items-start gap-10 py-10 sm:py-16 lg:grid-cols-[1fr_28rem] lg:gap-16">
        <section className="hidden lg:block lg:pt-8">
          <Eyebrow>Thriftz</Eyebrow>
          <p className="mt-3 text-3xl font-bold tracking-tight text-fg">
            Your campus marketplace,
            <br />
            <span className="text-primary">one login away.</span>
          </p>
          <p className="mt-4 max-w-md text-lg text-fg-muted">
            Buy, sell, lend and borrow with students from your own university.
          </p>
          <ul className="mt-8 space-y-4">
            {perks.map(({ icon: Icon, text }) => (
              <li key={text} className="flex max-w-md items-start gap-3 text-fg-muted">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-surface text-primary shadow-sm ring-1 ring-line">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="pt-1.5">{text}</span>
              </li>
            ))}
          </ul>
        </section>

        <Card className="mx-auto w-full max-w-md p-5 sm:p-8">
          <div className="mb-6 text-center">
            <h1 className="text-xl font-bold tracking-tight text-fg">
              {mode === 'signup' ? 'Create your account' : 'Welcome back'}
            </h1>
            <p className="mt-1 text-sm text-fg-muted">
              {mode === 'signup'
                ? 'Join the students trading on your campus.'
                : 'Log in to buy, sell and chat on Thriftz.'}
            </p>
          </div>

          {googleError ? (
            <Alert className="mb-5">{googleErrorMessages[googleError] ?? googleErrorMessages.default}</Alert>
          ) : null}

          <LoginForm
            mode={mode}
            onModeChange={setMode}
            returnTo={returnTo}
            googleEnabled={googleEnabled}
            onLoggedIn={(signedIn) => {
              toast.success(greeting(signedIn));
              if (isOtherApp(returnTo)) window.location.assign(returnTo);
              else void navigate(returnTo, { replace: true });
            }}
          />

          <p className="mt-6 text-center text-xs text-fg-subtle">
            <ShieldCheck aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
            By continuing you agree to our{' '}
            <Link to="/terms" className="underline underline-offset-2 hover:text-fg">
              Terms
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="underline underline-offset-2 hover:text-fg">
              Privacy Policy
            </Link>
            .
          </p>
        </Card>
      </div>
    </div>
  );
}

/** What the API's Google callback reports (`/login?error=<code>`), in words. */
const googleErrorMessages: Record<string, string> = {
  'campus-email-required': 'Only campus e-mail addresses can join. Sign in with your campus Google account.',
  'google-email-unverified': 'Your Google e-mail address is not verified.',
  default: 'Google sign-in did not complete. Please try again or use your e-mail and password.',
};

/** A signed-in visitor sent here by the admin app goes straight back to it. */
function LeaveForApp({ path }: { path: string }) {
  useEffect(() => window.location.replace(path), [path]);
  return null;
}
