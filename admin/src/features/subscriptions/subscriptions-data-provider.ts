import { asResult, completeProvider, toPage } from '../../lib/resource-provider';
import { fetchSubscriptions, setSubscriptionStatus, toListParams } from './subscriptions-api';

export const SUBSCRIPTIONS_RESOURCE = 'subscriptions';

/** Every user subscription, newest first (the API's one order); an update sets the status only. */
export const subscriptionsDataProvider = completeProvider({
  supportAbortSignal: true,

  async getList(_resource, params) {
    const { page, pageSize } = toPage(params.pagination);
    const result = await fetchSubscriptions(toListParams(params.filter, page, pageSize), params.signal);
    return asResult({ data: result.items, total: result.total });
  },

  async update(_resource, params) {
    return asResult({ data: await setSubscriptionStatus(String(params.id), params.data?.status) });
  },
});
