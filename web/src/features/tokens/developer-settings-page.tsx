// /developer-settings: a student's personal access tokens, for their own scripts and apps on the
// documented API. The admin scope is offered to admins only (the server refuses it to others).
import {
  useCreateAccessToken,
  useListAccessTokens,
  useRevokeAccessToken,
} from '@thriftz/client/generated/tokens/tokens';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccessTokensPanel } from '../../ui/access-tokens/access-tokens-panel';
import { studentScopes } from '../../ui/access-tokens/token-copy';
import { PageHeader } from '../../ui/page-header';

export default function DeveloperSettingsPage() {
  useDocumentTitle('Developer settings');
  const { user } = useCurrentUser();
  const list = useListAccessTokens();
  // No cache time: the answer carries the secret, and nothing should hold it after the reveal.
  const create = useCreateAccessToken({ mutation: { gcTime: 0 } });
  const revoke = useRevokeAccessToken();

  return (
    <div className="pb-16">
      <PageHeader
        eyebrow="Account"
        title="Developer settings"
        lead="Personal access tokens let your own scripts and apps use the Thriftz API as you, without your password."
      />
      <div className="container-page mt-6 sm:mt-8">
        <AccessTokensPanel
          list={list}
          create={create}
          revoke={revoke}
          scopes={studentScopes(user?.isAdmin ?? false)}
          emptyText="A token lets a script or app call the Thriftz API on your behalf: search listings, post your own, read your orders. Make one with only the scopes it needs, and revoke it when you are done."
        />
      </div>
    </div>
  );
}
