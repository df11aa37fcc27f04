import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusive, type Job } from '../../src/jobs/cron-runner.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const jobRun = (name: string) => t.db('jobRuns').where({ name }).first();

/** A promise and its resolver, to make two runs meet. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('runExclusive', () => {
  it('runs a job once when two runs of it start together', async () => {
    let calls = 0;
    const job: Job = {
      name: 'slow-job',
      schedule: '* * * * * *',
      async run() {
        calls += 1;
        await sleep(300);
        return 'done';
      },
    };
    const results = await Promise.all([runExclusive(t.db, job), runExclusive(t.db, job)]);
    expect(calls).toBe(1);
    expect(results.filter((r) => r.ran)).toEqual([{ ran: true, result: 'done' }]);
    expect(results.filter((r) => !r.ran)).toEqual([{ ran: false }]);

    const row = await jobRun('slow-job');
    expect(row.runs).toBe(1);
    expect(row.lastError).toBeNull();
    expect(row.lastFinishedAt.getTime()).toBeGreaterThanOrEqual(row.lastStartedAt.getTime() + 250);

    // Once it has finished, the next run goes ahead and is counted.
    expect((await runExclusive(t.db, job)).ran).toBe(true);
    expect(calls).toBe(2);
    expect((await jobRun('slow-job')).runs).toBe(2);
  });

  it('runs different jobs at the same time', async () => {
    const aStarted = signal();
    const bStarted = signal();
    const job = (name: string, mine: ReturnType<typeof signal>, other: ReturnType<typeof signal>): Job => ({
      name,
      schedule: '* * * * * *',
      async run() {
        mine.fire();
        // Finishes only if the other job is running at the same time.
        await within(other.fired, 2000, `${name}'s partner`);
        return name;
      },
    });
    const [a, b] = await Promise.all([
      runExclusive(t.db, job('job-a', aStarted, bStarted)),
      runExclusive(t.db, job('job-b', bStarted, aStarted)),
    ]);
    expect(a).toEqual({ ran: true, result: 'job-a' });
    expect(b).toEqual({ ran: true, result: 'job-b' });
    expect((await jobRun('job-a')).runs).toBe(1);
    expect((await jobRun('job-b')).runs).toBe(1);
  });

  it("rolls back a failing job's writes and releases its lock", async () => {
    const failing: Job = {
      name: 'flaky-job',
      schedule: '* * * * * *',
      async run(trx) {
        await trx('emailOutbox').insert({ toAddress: 'rollback@campus.edu', subject: 's', textBody: 't', template: 'test' });
        throw new Error('boom');
      },
    };
    await expect(runExclusive(t.db, failing)).rejects.toThrow('boom');
    expect(await t.outbox('rollback@campus.edu')).toHaveLength(0);
    expect(await jobRun('flaky-job')).toBeUndefined();

    const fixed: Job = {
      ...failing,
      async run(trx) {
        await trx('emailOutbox').insert({ toAddress: 'rollback@campus.edu', subject: 's', textBody: 't', template: 'test' });
        return 'ok';
      },
    };
    expect(await runExclusive(t.db, fixed)).toEqual({ ran: true, result: 'ok' });
    expect(await t.outbox('rollback@campus.edu')).toHaveLength(1);
    expect((await jobRun('flaky-job')).runs).toBe(1);
  });

  it('holds the lock for the whole run, on its own connection', async () => {
    const started = signal();
    const release = signal();
    const job: Job = {
      name: 'held-job',
      schedule: '* * * * * *',
      async run() {
        started.fire();
        await release.fired;
      },
    };
    const first = runExclusive(t.db, job);
    await within(started.fired, 2000, 'the first run');
    // Any number of attempts while it runs are skipped.
    for (let i = 0; i < 3; i += 1) expect(await runExclusive(t.db, job)).toEqual({ ran: false });
    release.fire();
    expect((await first).ran).toBe(true);
    expect((await jobRun('held-job')).runs).toBe(1);
  });
});
