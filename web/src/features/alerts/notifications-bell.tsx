import { Bell } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { CountBadge } from '../../ui/count-badge';
import { bellLabel } from './alert-messages';
import { useAlertUnreadCount } from './use-alert-count';

/**
 * The header's bell: to /notifications (on every width: one pattern that fits a phone's header
 * and a desktop's), with the unread count as a badge (hidden at 0, 9+ above nine).
 */
export function NotificationsBell({ live, dense = false }: { live: boolean; dense?: boolean }) {
  const unread = useAlertUnreadCount({ live });
  const label = bellLabel(unread);
  return (
    <NavLink
      to="/notifications"
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cn(
          'relative inline-flex items-center justify-center rounded-full transition-colors',
          // Dense: among the desktop header's account icons, which leave the wordmark its room below 2xl.
          dense ? 'size-9 2xl:size-10' : 'size-11 sm:size-10',
          isActive ? 'bg-primary-soft text-primary-ink' : 'text-fg-muted hover:bg-slate-100 hover:text-fg',
        )
      }
    >
      <Bell aria-hidden="true" className="size-5" />
      <CountBadge count={unread} className="absolute -right-0.5 -top-0.5 ring-2 ring-white" />
    </NavLink>
  );
}
