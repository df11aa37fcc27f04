import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/**
 * A region whose data could not load: what failed, and a retry. Announced at once (role=alert),
 * since it replaces what the person was waiting for.
 */
export function ErrorState({
  title,
  children,
  onRetry,
  retrying = false,
  retryLabel = 'Try Again',
  className,
}: {
  title: ReactNode;
  children?: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  retryLabel?: string;
  className?: string;
}) {
  return (
    <div role="alert" className={className}>
      <EmptyState
        icon={TriangleAlert}
        tone="danger"
        title={title}
        action={
          <Button onClick={onRetry} busy={retrying}>
            {retrying ? null : <RefreshCw aria-hidden="true" className="size-4" />}
            {retryLabel}
          </Button>
        }
      >
        {children}
      </EmptyState>
    </div>
  );
}
