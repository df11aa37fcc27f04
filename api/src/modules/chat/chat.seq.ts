/**
 * How long a missing seq is waited for before it is taken as never coming. A send's transaction
 * (insert, notify, commit) is bounded by the request timeouts (db/knex.ts: 8 s a statement, 30 s
 * idle in a transaction); two minutes is well past any that commits.
 */
export const HOLE_TTL_MS = 120_000;
/** Delivered seqs remembered below the floor, for a notification overlapping a catch-up. */
export const RECENT_MAX = 10_000;

/**
 * Which stored messages (by `messages.seq`) this instance has delivered to its sockets, so that
 * each is delivered once whether it comes by notification, from this instance's own send, or from
 * the catch-up after the bus's LISTEN connection came back; and where that catch-up reads from.
 *
 * Why not simply "the highest seq seen": a seq is taken when the message is inserted, but the
 * other instances hear of it when its transaction commits, and two sends may commit in the other
 * order (the second waits on the first's conversation row, or is just quicker). Having delivered
 * 11 says nothing of 10, which may still be on its way: had the LISTEN connection dropped just
 * then, 10's notification is lost and a catch-up reading "above 11" would never see it. So:
 *  - `floor`: every seq at or below it was delivered, or given up;
 *  - `above`: the seqs above the floor that were delivered, each with when (in that order);
 *  - a hole is a seq between the floor and the highest delivered that is not in `above`: a
 *    transaction still in flight, or one that will never show (rolled back, or a resend whose
 *    insert did nothing: each takes a seq). A catch-up reads every message above the floor and
 *    delivers those not in `above`, so a hole's message is read once it is stored.
 *  - A hole is given up (the floor moves past it) HOLE_TTL_MS after it was noticed, counted only
 *    while the bus listens and has caught up: while it does not, the hole's message may well be
 *    stored meanwhile and read back by the next catch-up.
 * Below the floor the last RECENT_MAX delivered seqs are still known, for a notification that
 * overlaps a catch-up which already delivered it. A seq below the floor that is not among them
 * (a transaction that took longer than HOLE_TTL_MS, or one in flight when this instance started)
 * is delivered, not taken for a duplicate.
 *
 * `now` is a monotonic clock in ms (performance.now()).
 */
export class SeqTracker {
  private floor: number | undefined;
  private readonly above = new Map<number, number>();
  private readonly recent = new Set<number>();
  /** When the bus last caught up while listening; undefined while it does not listen, or catches up. */
  private liveSince: number | undefined;

  constructor(
    private readonly holeTtlMs = HOLE_TTL_MS,
    private readonly recentMax = RECENT_MAX,
  ) {}

  /** Whether `start` was called (the first LISTEN read the latest seq). */
  get started(): boolean {
    return this.floor !== undefined;
  }

  /** A catch-up reads the messages above this one (undefined before `start`). */
  get from(): number | undefined {
    return this.floor;
  }

  /** Seqs delivered above the floor (how far behind the holes keep it; for tests and logs). */
  get pending(): number {
    return this.above.size;
  }

  /** Starts at the latest stored seq: earlier history is not delivered (again). */
  start(latest: number, now: number): void {
    this.floor = latest;
    for (const seq of [...this.above.keys()]) {
      if (seq > latest) continue;
      this.above.delete(seq);
      this.remember(seq);
    }
    this.settle(now);
  }

  /** Records `seq` as delivered now; false when it already was (do not deliver it again). */
  deliver(seq: number, now: number): boolean {
    if (this.above.has(seq) || this.recent.has(seq)) return false;
    if (this.floor !== undefined && seq <= this.floor) {
      this.remember(seq);
      return true;
    }
    this.above.set(seq, now);
    this.settle(now);
    return true;
  }

  /** The LISTEN connection is gone: no hole is given up until the next catch-up is done. */
  pause(): void {
    this.liveSince = undefined;
  }

  /** Caught up while listening: holes still open may be given up HOLE_TTL_MS from now. */
  resume(now: number): void {
    this.liveSince = now;
    this.settle(now);
  }

  /** Moves the floor over what was delivered, and past holes waited for long enough. */
  settle(now: number): void {
    if (this.floor === undefined) return;
    let floor: number = this.floor;
    while (this.above.size > 0) {
      const next = floor + 1;
      if (this.above.delete(next)) {
        this.remember(next);
        floor = next;
        continue;
      }
      if (this.liveSince === undefined) break;
      // `next` is a hole, noticed when the first seq above it was delivered: the oldest entry of
      // `above` (a Map keeps insertion order, and every entry is above `next`).
      const firstAt: number = this.above.values().next().value!;
      if (now - Math.max(firstAt, this.liveSince) < this.holeTtlMs) break;
      // Every hole below the lowest delivered seq was noticed then too: give them all up.
      let lowest = Infinity;
      for (const seq of this.above.keys()) lowest = Math.min(lowest, seq);
      floor = lowest - 1;
    }
    this.floor = floor;
  }

  private remember(seq: number): void {
    this.recent.add(seq);
    if (this.recent.size > this.recentMax) this.recent.delete(this.recent.values().next().value!);
  }
}
