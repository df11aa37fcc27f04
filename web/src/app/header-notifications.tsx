import { useQueryClient } from '@tanstack/react-query';
import { refreshAlerts } from '../features/alerts/alert-cache';
import { NotificationsBell } from '../features/alerts/notifications-bell';
import { useChatEvents, useChatResync, useChatStatus } from '../features/chat/chat-socket-provider';

/**
 * The header's bell, kept live by the tab's socket (the chat's, which also carries the `alert`
 * event): a new notification, or a (re)connection after which one may have been missed, marks
 * the count and the lists stale.
 */
export function HeaderNotifications({ dense = false }: { dense?: boolean }) {
  const queryClient = useQueryClient();
  const status = useChatStatus();
  useChatEvents((frame) => {
    if (frame.event === 'alert') refreshAlerts(queryClient);
  });
  useChatResync(() => refreshAlerts(queryClient));
  return <NotificationsBell live={status === 'connected'} dense={dense} />;
}
