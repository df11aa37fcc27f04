// The store's access tokens, in the Settings tab: for the owner's own scripts (a price sync, an
// order export) on the portal's API operations. Store tokens have read and write only, and a
// regenerated entry code revokes them all.
import { AccessTokensPanel } from '@web/ui/access-tokens/access-tokens-panel';
import { STORE_SCOPES } from '@web/ui/access-tokens/token-copy';
import { Code } from 'lucide-react';
import {
  useCreatePortalAccessToken,
  useListPortalAccessTokens,
  useRevokePortalAccessToken,
} from '@thriftz/client/generated/tokens/tokens';

export function DeveloperSection() {
  const list = useListPortalAccessTokens();
  // No cache time: the answer carries the secret, and nothing should hold it after the reveal.
  const create = useCreatePortalAccessToken({ mutation: { gcTime: 0 } });
  const revoke = useRevokePortalAccessToken();
  return (
    <section aria-labelledby="developer-heading" className="space-y-4 border-t border-line pt-6">
      <div>
        <h2 id="developer-heading" className="flex items-center gap-2 text-lg font-bold text-fg">
          <Code aria-hidden="true" className="size-5 text-fg-subtle" />
          Developer Settings
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          Access tokens let your own scripts use this store's portal API without the entry code. Regenerating the entry code revokes
          every token.
        </p>
      </div>
      <AccessTokensPanel
        list={list}
        create={create}
        revoke={revoke}
        scopes={STORE_SCOPES}
        headingLevel="h3"
        emptyText="A token lets a script manage this store through the API: keep prices and stock in sync, or export orders. Give it only the scopes it needs."
      />
    </section>
  );
}
