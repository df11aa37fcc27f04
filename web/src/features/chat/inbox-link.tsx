import { MessageSquare } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { UnreadBadge, unreadLabel } from './unread-badge';
import { useUnreadTotal } from './use-unread-count';

/** The header's messages icon: to /inbox, with the live unread badge. */
export function InboxLink() {
  const unread = useUnreadTotal();
  const label = unreadLabel('Messages', unread);
  return (
    <NavLink
      to="/inbox"
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cn(
          'relative inline-flex size-10 items-center justify-center rounded-full transition-colors',
          isActive ? 'bg-primary-soft text-primary-ink' : 'text-fg-muted hover:bg-slate-100 hover:text-fg',
        )
      }
    >
      <MessageSquare aria-hidden="true" className="size-5" />
      <UnreadBadge count={unread} className="absolute -right-0.5 -top-0.5 ring-2 ring-white" />
    </NavLink>
  );
}
