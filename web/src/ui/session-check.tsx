/** What a page for students shows while the session is read, and when it cannot be read at all (a server error). */
import { SERVER_ERROR_MESSAGE } from '../lib/api-error';
import { ErrorState } from './error-state';
import { LoadingBlock } from './spinner';

export function SessionChecking() {
  return <LoadingBlock className="min-h-[50vh]" label="Checking your session…" />;
}

/** Not sent to log in again, which would fail the same way: says so, with a retry. */
export function SessionCheckFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="container-page max-w-3xl py-16">
      <ErrorState title="We could not check that you are logged in." onRetry={onRetry} retrying={retrying}>
        {SERVER_ERROR_MESSAGE}
      </ErrorState>
    </div>
  );
}
