import { Megaphone, X, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from './button';

function readDismissed(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * A closeable in-house sponsored card (the roommate finder's, the mini-store home's 'Shop the Best
 * Deals!', the all-stores page's 'Start Your Own Store!'). Closed, it stays closed for the browser
 * tab's session.
 */
export function SponsoredCard({
  storageKey,
  title,
  text,
  to,
  cta,
  icon: Icon = Megaphone,
  closeLabel = 'Close sponsored card',
}: {
  /** sessionStorage key that remembers it was closed. */
  storageKey: string;
  title: string;
  text: string;
  to: string;
  cta: string;
  icon?: LucideIcon;
  closeLabel?: string;
}) {
  const [dismissed, setDismissed] = useState(() => readDismissed(storageKey));
  if (dismissed) return null;

  const close = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(storageKey, '1');
    } catch {
      // Storage refused (private mode): closed for this visit only.
    }
  };

  return (
    <aside
      aria-label="Sponsored"
      className="relative flex flex-col gap-4 overflow-hidden rounded-xl border border-amber-200 bg-gradient-to-r from-amber-50 to-primary-soft p-4 pr-12 sm:flex-row sm:items-center sm:p-5 sm:pr-14"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-amber-600 shadow-sm ring-1 ring-amber-200">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wider text-amber-800">Sponsored</p>
        <p className="mt-0.5 font-semibold text-fg">{title}</p>
        <p className="mt-0.5 text-sm text-fg-muted">{text}</p>
      </div>
      <Button asChild className="shrink-0 self-start sm:self-auto">
        <Link to={to}>{cta}</Link>
      </Button>
      <button
        type="button"
        onClick={close}
        aria-label={closeLabel}
        className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-full text-fg-muted hover:bg-white/70 hover:text-fg"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </aside>
  );
}
