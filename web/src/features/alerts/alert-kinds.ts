import { Bell, Gavel, HandCoins, MessageSquare, Package, Search, Star, Undo2, type LucideIcon } from 'lucide-react';
import type { AlertKind } from '@thriftz/client/generated/model';

/** Each kind's icon and the word screen readers hear before the title. */
export const ALERT_KINDS: Record<AlertKind, { icon: LucideIcon; label: string; tile: string }> = {
  order: { icon: Package, label: 'Order', tile: 'bg-primary-soft text-primary-ink' },
  refund: { icon: Undo2, label: 'Refund', tile: 'bg-emerald-50 text-emerald-800' },
  moderation: { icon: Gavel, label: 'Moderation', tile: 'bg-slate-100 text-slate-700' },
  offer: { icon: HandCoins, label: 'Offer', tile: 'bg-accent-soft text-accent-ink' },
  message: { icon: MessageSquare, label: 'Message', tile: 'bg-sky-50 text-sky-800' },
  'saved-search': { icon: Search, label: 'Saved search', tile: 'bg-violet-50 text-violet-800' },
  review: { icon: Star, label: 'Review', tile: 'bg-amber-50 text-amber-800' },
};

export const kindOf = (kind: string) => ALERT_KINDS[kind as AlertKind] ?? { icon: Bell, label: 'Notification', tile: 'bg-slate-100 text-slate-700' };
