import { EyeOff, MessageCircle, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
 * phone reaches signed-in students only: visitors are sent to log in, and a student is told when
 * the owner gave no number (`noNumber`).
 */
export function WhatsAppButton({
  phone,
  message,
  noNumber,
  className,
}: {
  phone: string | null | undefined;
  message: string;
  noNumber: string;
  className: string;
}) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const link = user ? whatsappLink(phone, message) : null;
  const classes = buttonClasses('primary', 'lg', cn(className, 'bg-[#0f7a3f] hover:bg-[#0b6534]'));
  const label = (
    <>
      <MessageCircle aria-hidden="true" className="size-5" />
      WhatsApp
    </>
  );
  if (link) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className={classes}>
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      onClick={() => {
        if (!user) navigate(loginPath(location.pathname + location.search));
        else toast.error(noNumber);
      }}
    >
      {label}
    </button>
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

/** The seller, requester or poster: avatar, role, name ('(you)' for the owner) and more lines. */
export function PersonCard({
  role,
  person,
  isOwner,
  children,
  action,
}: {
  role: string;
  person: { fullName: string; profileImage?: string | null };
  isOwner: boolean;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <Avatar name={person.fullName} src={person.profileImage} size="md" className="size-12 text-base" />
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wider text-fg-subtle">{role}</p>
        <p className="truncate font-semibold text-fg">
          {person.fullName}
          {isOwner ? <span className="ml-1.5 text-sm font-normal text-fg-muted">(you)</span> : null}
        </p>
        {children}
      </div>
      {action ? <div className="ml-auto shrink-0">{action}</div> : null}
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
