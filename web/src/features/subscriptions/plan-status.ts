import type { CurrentSubscription } from '@thriftz/client/generated/model';
import { indiaDaysUntil, pluralize } from '../../lib/format';

/** Days within which a subscription counts as expiring soon (document 1, section 4). */
export const EXPIRY_WARNING_DAYS = 7;

export type PlanStatusKind = 'free' | 'active' | 'cancelled' | 'expired' | 'pending';

export interface PlanStatus {
  kind: PlanStatusKind;
  /** The badge text: Free Plan, Active, Cancelled, Expired, or Pending (set by an admin, never paid). */
  label: string;
  tone: 'neutral' | 'success' | 'warning' | 'danger' | 'info';
  /** Whole calendar days (India time) until the end date; null without a current plan or while pending. */
  daysLeft: number | null;
  /** 'Expires today' or 'Expires in N day(s)' when 7 or fewer days remain on a running plan. */
  warning: string | null;
}

/**
 * The status of a student's subscription (document 1, section 4): free when there is no plan;
 * active while the end date is in the future (shown as Cancelled when cancelled but unexpired);
 * expired once the end date has passed. A warning shows when 7 or fewer days remain, and
 * 'Expires today' on the last day. A pending plan was never paid, so its dates mean nothing: it
 * reads Pending until it is paid for or dropped.
 */
export function getPlanStatus(
  subscription: CurrentSubscription | null | undefined,
  now: Date = new Date(),
): PlanStatus {
  if (!subscription) {
    return { kind: 'free', label: 'Free Plan', tone: 'neutral', daysLeft: null, warning: null };
  }

  if (subscription.status === 'pending') {
    return { kind: 'pending', label: 'Pending', tone: 'info', daysLeft: null, warning: null };
  }

  const end = new Date(subscription.endDate).getTime();
  const current = now.getTime();
  if (Number.isNaN(end) || end <= current || subscription.status === 'expired') {
    return { kind: 'expired', label: 'Expired', tone: 'danger', daysLeft: 0, warning: null };
  }

  const daysLeft = Math.max(0, indiaDaysUntil(end, now));
  const warning =
    daysLeft === 0
      ? 'Expires today'
      : daysLeft <= EXPIRY_WARNING_DAYS
        ? `Expires in ${pluralize(daysLeft, 'day')}`
        : null;

  if (subscription.status === 'cancelled') {
    return { kind: 'cancelled', label: 'Cancelled', tone: 'warning', daysLeft, warning };
  }
  return { kind: 'active', label: 'Active', tone: 'success', daysLeft, warning };
}

/**
 * The plan a subscription keeps in force (active, or cancelled but not yet ended), or null. A
 * pending plan is not in force: the server grants the free allowances until it is paid for.
 */
export function planInForce(subscription: CurrentSubscription | null | undefined, now: Date = new Date()): CurrentSubscription['plan'] | null {
  const kind = getPlanStatus(subscription, now).kind;
  return subscription && (kind === 'active' || kind === 'cancelled') ? subscription.plan : null;
}

/** The plan an admin set that waits for its payment (paying starts it, cancelling drops it), or null. */
export function pendingPlan(subscription: CurrentSubscription | null | undefined): CurrentSubscription['plan'] | null {
  return subscription?.status === 'pending' ? subscription.plan : null;
}
