import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Alert } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { kindOf } from './alert-kinds';

const rowClasses =
  'flex w-full items-start gap-3 px-4 py-4 text-left outline-none transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:px-5';

/**
 * One notification: its kind's icon, title, text and time; unread ones tinted, in bold and with a
 * dot (and said so to screen readers). Opening it goes to its page and marks it read; an unread
 * one without a page is a button that marks it read where it is.
 */
export function AlertRow({ alert, onOpen }: { alert: Alert; onOpen: (alert: Alert) => void }) {
  const unread = alert.readAt === null;
  const kind = kindOf(alert.kind);
  const Icon = kind.icon;
  const id = useId();
  // Named by the title alone; the text and the time describe it.
  const named = { 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-body ${id}-time` };
  const content = (
    <>
      <span className={cn('mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-lg', kind.tile)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        {/* Phones: the time under the title, which keeps the width; wider: beside it, on the right. */}
        <span className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
          <span id={`${id}-title`} className={cn('min-w-0 text-sm text-fg sm:text-base', unread ? 'font-bold' : 'font-semibold')}>
            <span className="sr-only">{unread ? `Unread, ${kind.label}:` : `${kind.label}:`}</span> {alert.title}
          </span>
          <time id={`${id}-time`} dateTime={alert.createdAt} className="shrink-0 text-xs text-fg-subtle">
            {formatDateTime(alert.createdAt)}
          </time>
        </span>
        <span id={`${id}-body`} className={cn('mt-1 line-clamp-3 block text-sm', unread ? 'text-fg' : 'text-fg-muted')}>
          {alert.body}
        </span>
      </span>
      <span aria-hidden="true" className={cn('mt-2 size-2.5 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
    </>
  );
  return (
    <li className={cn(unread && 'bg-primary-soft/60')}>
      {alert.link ? (
        <Link to={alert.link} className={rowClasses} onClick={() => onOpen(alert)} {...named}>
          {content}
        </Link>
      ) : unread ? (
        <button type="button" className={rowClasses} onClick={() => onOpen(alert)} {...named}>
          {content}
        </button>
      ) : (
        <div className={cn(rowClasses, 'hover:bg-transparent')}>{content}</div>
      )}
    </li>
  );
}
