import { asResult, completeProvider, deleteWith, toPage } from '../../lib/resource-provider';
import { createNotification, deleteNotification, fetchNotification, fetchNotifications, updateNotification } from './site-notifications-api';

export const SITE_NOTIFICATIONS_RESOURCE = 'site-notifications';

/**
 * Site notifications over the generated client. Sorting and filters are ignored: the API always
 * lists by priority (high first), then newest, as the spec has it.
 */
export const siteNotificationsDataProvider = completeProvider({
  supportAbortSignal: true,

  async getList(_resource, params) {
    const { page, pageSize } = toPage(params.pagination);
    const result = await fetchNotifications(page, pageSize, params.signal);
    return asResult({ data: result.items, total: result.total });
  },

  async getOne(_resource, params) {
    return asResult({ data: await fetchNotification(String(params.id), params.signal) });
  },

  async create(_resource, params) {
    return asResult({ data: await createNotification(params.data as Record<string, unknown>) });
  },

  async update(_resource, params) {
    return asResult({ data: await updateNotification(String(params.id), params.data as Record<string, unknown>) });
  },

  delete: deleteWith(deleteNotification),
});
