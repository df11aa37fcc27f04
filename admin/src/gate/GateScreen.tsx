import './gate.css';

/** The 'Verifying admin access...' screen: a centred progress indicator and the spec's text. */
export function VerifyingScreen({ message }: { message: string }) {
  return (
    <main className="gate" aria-busy="true">
      <p className="gate__brand">Thriftz Admin</p>
      <div className="gate__spinner" role="progressbar" aria-label={message} />
      <p className="gate__message" role="status">
        {message}
      </p>
    </main>
  );
}

/** A refusal or failure, read out at once, before the redirect home. */
export function ExitScreen({ message }: { message: string }) {
  return (
    <main className="gate">
      <p className="gate__brand">Thriftz Admin</p>
      <p className="gate__message gate__message--error" role="alert">
        {message}
      </p>
      <p className="gate__hint">Taking you back to the site…</p>
    </main>
  );
}
