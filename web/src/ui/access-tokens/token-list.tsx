// The tokens one owner holds, newest first: name, scopes, when made, when it ends (or ended) and
// its last use, each with Revoke. Never a secret: the list's answer has none.
import { KeyRound, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AccessToken } from '@thriftz/client/generated/model';
import { formatDate, formatDateTime } from '../../lib/format';
import { Badge } from '../badge';
import { Button } from '../button';
import { Skeleton } from '../skeleton';
import { SCOPE_LABELS } from './token-copy';

export const isExpired = (token: AccessToken, now: Date = new Date()) => new Date(token.expiresAt).getTime() <= now.getTime();

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-fg-subtle">{term}</dt>
      <dd className="font-medium text-fg-muted">{children}</dd>
    </div>
  );
}

function TokenRow({ token, onRevoke, highlight }: { token: AccessToken; onRevoke: (token: AccessToken) => void; highlight: boolean }) {
  const expired = isExpired(token);
  return (
    <li className={highlight ? 'bg-primary-soft/60 p-4 sm:p-5' : 'p-4 sm:p-5'}>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-fg-subtle sm:flex">
          <KeyRound className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="min-w-0 break-words font-semibold text-fg">{token.name}</p>
            {expired ? <Badge tone="danger">Expired</Badge> : null}
          </div>
          <ul aria-label="Scopes" className="mt-2 flex flex-wrap gap-1.5">
            {token.scopes.map((scope) => (
              <li key={scope}>
                <Badge tone={scope === 'admin' ? 'warning' : scope === 'read' ? 'neutral' : 'info'}>{SCOPE_LABELS[scope]}</Badge>
              </li>
            ))}
          </ul>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:flex sm:flex-wrap">
            <Fact term="Created">{formatDate(token.createdAt)}</Fact>
            <Fact term={expired ? 'Expired' : 'Expires'}>
              <span className={expired ? 'text-danger-ink' : undefined}>{formatDate(token.expiresAt)}</span>
            </Fact>
            <Fact term="Last used">{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}</Fact>
          </dl>
        </div>
        <Button variant="ghost" size="sm" className="-mr-2 shrink-0 text-danger-ink hover:bg-danger-soft hover:text-danger-ink" onClick={() => onRevoke(token)} aria-label={`Revoke ${token.name}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">Revoke</span>
        </Button>
      </div>
    </li>
  );
}

export function TokenList({
  tokens,
  onRevoke,
  highlightId,
}: {
  tokens: AccessToken[];
  onRevoke: (token: AccessToken) => void;
  /** The token just made, marked while its secret shows above. */
  highlightId?: string;
}) {
  return (
    <ul aria-label="Your tokens" className="card divide-y divide-line overflow-hidden">
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} onRevoke={onRevoke} highlight={token.id === highlightId} />
      ))}
    </ul>
  );
}

export function TokenListSkeleton() {
  return (
    <div role="status" aria-label="Loading your tokens" className="card divide-y divide-line">
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-2.5 p-4 sm:p-5">
          <Skeleton className="h-5 w-40" />
          <div className="flex gap-1.5">
            <Skeleton className="h-5 w-12 rounded-full" />
            <Skeleton className="h-5 w-12 rounded-full" />
          </div>
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      ))}
    </div>
  );
}
