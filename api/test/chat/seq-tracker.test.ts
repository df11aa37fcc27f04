import { describe, expect, it } from 'vitest';
import { SeqTracker } from '../../src/modules/chat/chat.seq.js';

const TTL = 1_000;

/** A tracker started at `latest`, listening and caught up at time 0. */
function live(latest = 10) {
  const seqs = new SeqTracker(TTL, 5);
  seqs.start(latest, 0);
  seqs.resume(0);
  return seqs;
}

describe('SeqTracker', () => {
  it('delivers each seq once, by whichever way it comes first', () => {
    const seqs = live();
    expect(seqs.deliver(11, 1)).toBe(true);
    expect(seqs.deliver(11, 2)).toBe(false);
    expect(seqs.deliver(12, 3)).toBe(true);
    expect(seqs.from).toBe(12);
    // Below the floor now, and still known.
    expect(seqs.deliver(11, 4)).toBe(false);
  });

  it('keeps a catch-up reading from below a seq that committed after a higher one', () => {
    const seqs = live();
    seqs.deliver(11, 1);
    seqs.deliver(13, 2);
    // 12 is still on its way (or never comes): a catch-up must read it.
    expect(seqs.from).toBe(11);
    seqs.pause();
    expect(seqs.deliver(14, 3)).toBe(true);
    expect(seqs.from).toBe(11);
    // The catch-up reads above 11 again: 13 and 14 were delivered, 12 was not.
    expect([12, 13, 14].filter((seq) => seqs.deliver(seq, 4))).toEqual([12]);
    expect(seqs.from).toBe(14);
  });

  it('gives a hole up once it has waited for long enough while listening, not while the bus is down', () => {
    const seqs = live();
    seqs.deliver(12, 100);
    seqs.pause();
    seqs.settle(100 + 10 * TTL);
    expect(seqs.from).toBe(10);
    // Caught up again later: the wait starts over then.
    seqs.resume(50_000);
    seqs.settle(50_000 + TTL - 1);
    expect(seqs.from).toBe(10);
    seqs.settle(50_000 + TTL);
    expect(seqs.from).toBe(12);
    // A message that commits later still is delivered, once.
    expect(seqs.deliver(11, 50_000 + TTL + 1)).toBe(true);
    expect(seqs.deliver(11, 50_000 + TTL + 2)).toBe(false);
  });

  it('gives up every hole below the lowest seq delivered at once', () => {
    const seqs = live(0);
    seqs.deliver(100_000, 0);
    seqs.deliver(100_002, 10);
    seqs.settle(TTL);
    expect(seqs.from).toBe(100_000);
    seqs.settle(TTL + 10);
    expect(seqs.from).toBe(100_002);
    expect(seqs.pending).toBe(0);
  });

  it('starts at the latest stored seq, keeping what was delivered before it knew', () => {
    const seqs = new SeqTracker(TTL, 5);
    expect(seqs.started).toBe(false);
    expect(seqs.deliver(7, 0)).toBe(true);
    expect(seqs.deliver(9, 0)).toBe(true);
    seqs.start(8, 0);
    expect(seqs.from).toBe(9);
    expect(seqs.deliver(7, 1)).toBe(false);
    expect(seqs.deliver(9, 1)).toBe(false);
  });

  it('remembers a bounded number of seqs below the floor', () => {
    const seqs = live(0);
    for (let seq = 1; seq <= 10; seq++) seqs.deliver(seq, seq);
    expect(seqs.from).toBe(10);
    expect(seqs.deliver(10, 11)).toBe(false);
    // Forgotten: a seq that old is taken for a late commit.
    expect(seqs.deliver(1, 11)).toBe(true);
  });
});
