// Personal access tokens, managed: the list (with Revoke behind a confirmation), the form that
// makes one, and the one-time reveal of a new token's secret. The student app's Developer settings
// page and the store portal's settings give it their own generated calls and scopes.
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { BookOpen, KeyRound, Plus } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { ApiError } from '@thriftz/client/fetcher';
import type { AccessToken, AccessTokenInput, AccessTokenList, CreatedAccessToken } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { Button, buttonClasses } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { CreateTokenForm, tokenFormErrors } from './create-token-form';
import { TOKEN_MESSAGES, type ScopeOption } from './token-copy';
import { TokenList, TokenListSkeleton } from './token-list';
import { TokenReveal } from './token-reveal';

/** Where third parties start: the served API reference and its getting-started page. */
export const API_DOCS_HREF = '/api/docs';

export interface AccessTokensPanelProps {
  list: UseQueryResult<AccessTokenList, ApiError>;
  /**
   * The create call. Give it `gcTime: 0`: the panel takes the secret out of the answer and resets
   * the mutation at once, and with no cache time nothing keeps the answer after that.
   */
  create: UseMutationResult<CreatedAccessToken, ApiError, { data: AccessTokenInput }, unknown>;
  revoke: UseMutationResult<void, ApiError, { id: string }, unknown>;
  /** The scopes this owner may give a token. */
  scopes: ScopeOption[];
  /** The empty list's sentence: what a token would do for this owner. */
  emptyText: ReactNode;
  /** h2 on a page of its own, h3 inside a section. */
  headingLevel?: 'h2' | 'h3';
}

interface Revealed {
  id: string;
  name: string;
  secret: string;
}

export function AccessTokensPanel({ list, create, revoke, scopes, emptyText, headingLevel: Heading = 'h2' }: AccessTokensPanelProps) {
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [toRevoke, setToRevoke] = useState<AccessToken | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const onCreate = async (data: AccessTokenInput) => {
    try {
      const made = await create.mutateAsync({ data });
      // The secret lives on in this component's state only, until "I've saved it".
      create.reset();
      setRevealed({ id: made.id, name: made.name, secret: made.token });
      toast.success(TOKEN_MESSAGES.created);
      void list.refetch();
      return undefined;
    } catch (error) {
      create.reset();
      toast.error(errorMessage(error, TOKEN_MESSAGES.createFailed));
      return tokenFormErrors(error);
    }
  };

  const confirmRevoke = () => {
    if (!toRevoke) return;
    const { id } = toRevoke;
    revoke.mutate(
      { id },
      {
        onSuccess: () => {
          toast.success(TOKEN_MESSAGES.revoked);
          if (revealed?.id === id) setRevealed(null);
        },
        onError: (error) => toast.error(errorMessage(error, TOKEN_MESSAGES.revokeFailed)),
        onSettled: () => {
          setToRevoke(null);
          void list.refetch();
        },
      },
    );
  };

  const focusForm = () => formRef.current?.querySelector('input')?.focus();
  const docsLink = (
    <a href={API_DOCS_HREF} className={buttonClasses('secondary')}>
      <BookOpen aria-hidden="true" className="size-4" />
      Read the API docs
    </a>
  );

  const items = list.data?.items ?? [];
  const limit = list.data?.limit ?? 20;
  const atLimit = list.isSuccess && items.length >= limit;

  let body: ReactNode;
  if (list.isPending) body = <TokenListSkeleton />;
  else if (list.isError)
    body = (
      <ErrorState title={TOKEN_MESSAGES.loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching}>
        Your tokens still work; only this list could not be read.
      </ErrorState>
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        icon={KeyRound}
        title="No tokens yet"
        action={
          <>
            <Button onClick={focusForm}>
              <Plus aria-hidden="true" className="size-4" />
              Create a token
            </Button>
            {docsLink}
          </>
        }
      >
        {emptyText}
      </EmptyState>
    );
  else body = <TokenList tokens={items} onRevoke={setToRevoke} highlightId={revealed?.id} />;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="min-w-0 space-y-4">
        {revealed ? <TokenReveal name={revealed.name} secret={revealed.secret} onDone={() => setRevealed(null)} headingLevel={Heading} /> : null}
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <Heading className="text-base font-semibold text-fg">Your tokens</Heading>
          {list.isSuccess ? (
            <p className="tabular text-sm text-fg-muted">
              {items.length} of {limit}
            </p>
          ) : null}
        </div>
        {body}
        {items.length > 0 ? (
          <p className="text-sm text-fg-muted">
            New to the API?{' '}
            <a href={API_DOCS_HREF} className="font-semibold text-primary-ink underline-offset-2 hover:underline">
              Read the API docs
            </a>{' '}
            to make your first call.
          </p>
        ) : null}
      </div>

      <div ref={formRef} className="min-w-0">
        <CreateTokenForm
          scopes={scopes}
          onCreate={onCreate}
          busy={create.isPending}
          headingLevel={Heading}
          disabledReason={atLimit ? `You have ${limit} tokens, the most one can hold. Revoke one to make another.` : undefined}
        />
      </div>

      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => (open ? undefined : setToRevoke(null))}
        title={`Revoke “${toRevoke?.name ?? ''}”?`}
        description="Anything using this token stops working at once: its next call is refused. This cannot be undone."
        confirmLabel="Revoke"
        busyLabel="Revoking…"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </div>
  );
}
