// Demo dates are relative to the moment of seeding, so the campus never looks stale.
import { POST_LIFETIME_DAYS } from '../../api/src/posts/index.js';

const HOUR = 60 * 60 * 1000;

export function createClock(now = Date.now()) {
  const ago = (days: number, hours = 0) => new Date(now - days * 24 * HOUR - hours * HOUR);
  return {
    ago,
    /** A post made `days` ago and when it expires, by the posts kernel's lifetime. */
    posted: (days: number, hours = 0) => {
      const createdAt = ago(days, hours);
      return { createdAt, updatedAt: createdAt, expiresAt: new Date(createdAt.getTime() + POST_LIFETIME_DAYS * 24 * HOUR) };
    },
  };
}

export type Clock = ReturnType<typeof createClock>;
