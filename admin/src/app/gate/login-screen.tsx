// The back office's own sign-in, shown by the access gate to a signed-out visitor. It is not the
// student app's /login, which shows only the pre-launch page before the launch: an admin must be
// able to sign in then. Plain React and CSS, like the rest of the gate (react-admin loads after).
import { useState, type FormEvent } from 'react';
import { getSession, logIn } from '@thriftz/client/generated/auth/auth';
import type { CurrentUser } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/errors';
import { messages } from '../../lib/messages';

interface LoginScreenProps {
  /** A signed-in admin: the gate opens the app. */
  onAdmin: (user: CurrentUser) => void;
}

export function LoginScreen({ onAdmin }: LoginScreenProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(messages.fillEmailAndPassword);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await logIn({ email: email.trim(), password });
      const { user } = await getSession();
      if (user?.isAdmin) onAdmin(user);
      else setError(messages.notAnAdminAccount);
    } catch (failure) {
      setError(errorMessage(failure, messages.signInFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="gate">
      <p className="gate__brand">Thriftz Admin</p>
      <form className="gate__form" aria-label="Admin sign in" onSubmit={submit} noValidate>
        <h1 className="gate__title">Sign in to the back office</h1>
        <label className="gate__field">
          <span>Email</span>
          <input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </label>
        <label className="gate__field">
          <span>Password</span>
          <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        {error && (
          <p className="gate__message gate__message--error gate__form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="gate__button" disabled={busy} aria-busy={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <a className="gate__hint" href="/">
          Back to Thriftz
        </a>
      </form>
    </main>
  );
}
