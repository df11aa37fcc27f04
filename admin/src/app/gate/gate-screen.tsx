import { Component, type ErrorInfo, type ReactNode } from 'react';
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

/**
 * If the react-admin bundle cannot be downloaded (deploy in progress, network drop), say so and
 * offer a reload instead of leaving a blank page.
 */
export class AppLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Thriftz Admin failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="gate">
        <p className="gate__brand">Thriftz Admin</p>
        <p className="gate__message gate__message--error" role="alert">
          The admin app could not be loaded.
        </p>
        <button type="button" className="gate__button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>
    );
  }
}
