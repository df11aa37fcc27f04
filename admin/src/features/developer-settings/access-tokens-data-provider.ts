import type { CreateParams, CreateResult, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '@thriftz/client/generated/tokens/tokens';
import type { AccessToken, AccessTokenInput, CreatedAccessToken } from '@thriftz/client/generated/model';
import { asResult, completeProvider, deleteWith, signalOf } from '../../lib/resource-provider';

export const ACCESS_TOKENS_RESOURCE = 'access-tokens';
export type { AccessToken, AccessTokenInput, CreatedAccessToken };

/** What the list's `meta` carries beside the tokens: how many the admin may hold (20). */
export interface AccessTokensMeta {
  limit: number;
}

/**
 * The signed-in admin's personal access tokens over /api/tokens (the cookie session only): all of
 * them at once, newest first (at most 20, so no pages); create answers the secret this once, and
 * delete revokes. The secret goes straight to the caller, never into react-admin's record cache.
 */
export const accessTokensDataProvider = completeProvider({
  supportAbortSignal: true,

  async getList<R extends RaRecord>(_resource: string, params: GetListParams): Promise<GetListResult<R>> {
    const { items, limit } = await listAccessTokens(signalOf(params));
    const meta: AccessTokensMeta = { limit };
    return asResult<GetListResult<R>>({ data: items, total: items.length, meta });
  },

  async create<R extends RaRecord>(_resource: string, params: CreateParams<AccessTokenInput>): Promise<CreateResult<R>> {
    const created: CreatedAccessToken = await createAccessToken(params.data as AccessTokenInput);
    return asResult<CreateResult<R>>({ data: created });
  },

  delete: deleteWith(revokeAccessToken),
});
