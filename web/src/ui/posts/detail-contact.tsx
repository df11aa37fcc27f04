import { CircleSlash, EyeOff, MessageCircle, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { whatsappLink } from '../../lib/posts/whatsapp';
import { loginPath } from '../../lib/return-to';
import { COPY_FAILED_MESSAGE, LINK_COPIED_MESSAGE, shareOrCopy } from '../../lib/share';
import { useCurrentUser } from '../../lib/use-current-user';
import { Avatar } from '../avatar';
import { Button, buttonClasses } from '../button';
import { Card } from '../card';

/** Native share when there is one, else copies this page's address. */
export function ShareButton({
  title,
  text,
  size = 'md',
  className,
}: {
  title: string;
  /** The shared message ('… on Thriftz'). */
  text: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const share = async () => {
    try {
      const result = await shareOrCopy({ title, text, url: window.location.href });
      if (result === 'copied') toast.success(LINK_COPIED_MESSAGE);
    } catch {
      toast.error(COPY_FAILED_MESSAGE);
    }
  };
  return (
    <Button variant="secondary" size={size} onClick={() => void share()} className={className}>
      <Share2 aria-hidden="true" className={size === 'lg' ? 'size-5' : 'size-4'} />
      Share
    </Button>
  );
}

/**
 * WhatsApp to the post's owner with a prefilled message (+91 added when the number has none). The
 * phone reaches signed-in students only, so a visitor gets a line inviting them to log in, and a
 * student sees the button only when the owner gave a number (no button that only says it cannot).
 */
export function WhatsAppButton({ phone, message, className }: { phone: string | null | undefined; message: string; className?: string }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return null;
  if (!user) {
    return (
      <p className="basis-full text-sm text-fg-muted">
        <Link to={loginPath(location.pathname + location.search)} className="font-semibold text-primary-ink underline-offset-2 hover:underline">
          Log in
        </Link>{' '}
        to see their WhatsApp, if they shared one.
      </p>
    );
  }
  const link = whatsappLink(phone, message);
  if (!link) return null;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('primary', 'lg', cn('bg-[#0f7a3f] hover:bg-[#0b6534]', className))}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      WhatsApp
    </a>
  );
}

/**
 * The row of ways to get in touch: the buttons share the width, and each keeps room for its icon
 * and label (wrapping to a new line rather than squeezing).
 */
export function ContactRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-3 [&>a]:min-w-40 [&>a]:flex-auto [&>button]:min-w-40 [&>button]:flex-auto">{children}</div>;
}

/** Instead of the contact buttons once the post is closed (sold, fulfilled, inactive): the server refuses new chats then. */
export function ClosedNotice({ title, text, browseTo, browseLabel }: { title: string; text: string; browseTo: string; browseLabel: string }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-xl border border-line bg-slate-50 p-4">
      <CircleSlash aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-subtle" />
      <div className="min-w-0">
        <p className="font-semibold text-fg">{title}</p>
        <p className="mt-1 text-sm text-fg-muted">{text}</p>
        <Link to={browseTo} className="mt-2 inline-block text-sm font-semibold text-primary-ink underline-offset-2 hover:underline">
          {browseLabel}
        </Link>
      </div>
    </div>
  );
}

/** A titled box of contact buttons (requests, roommate posts). */
export function ContactSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby="contact-heading" className="rounded-xl border border-line p-4">
      <h2 id="contact-heading" className="text-sm font-semibold text-fg">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * The seller, requester or poster: avatar, role, name on a line of its own ('(you)' for the
 * owner), more lines, and `action` (Report user) in a row underneath, so a phone never squeezes
 * the name. Name and avatar link to the public profile (`/users/{uid}`).
 */
export function PersonCard({
  role,
  person,
  isOwner,
  children,
  action,
}: {
  role: string;
  person: { uid: string; fullName: string; profileImage?: string | null };
  isOwner: boolean;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const profile = `/users/${person.uid}`;
  return (
    <Card className="p-4">
      <div className="flex items-start gap-4">
        <Link to={profile} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar name={person.fullName} src={person.profileImage} size="md" className="size-12 text-base" />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wider text-fg-subtle">{role}</p>
          <p className="break-words font-semibold text-fg">
            <Link to={profile} className="rounded underline-offset-2 hover:underline">
              {person.fullName}
            </Link>
            {isOwner ? <span className="ml-1.5 text-sm font-normal text-fg-muted">(you)</span> : null}
          </p>
          {children}
        </div>
      </div>
      {action ? <div className="-mb-2 -ml-1 mt-2 flex border-t border-line pt-2">{action}</div> : null}
    </Card>
  );
}

/** An anonymous post's owner: only the alias shows. */
export function AnonymousPersonCard({ role, alias, note }: { role: string; alias: string; note: string }) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-fg-subtle">
        <EyeOff aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wider text-fg-subtle">{role}</p>
        <p className="truncate font-semibold text-fg">{alias}</p>
        <p className="text-sm text-fg-muted">{note}</p>
      </div>
    </Card>
  );
}
