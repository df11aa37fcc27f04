import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from 'pino';
import type { Db } from '../db/knex.js';

export interface Job {
  name: string;
  /** node-cron syntax (six fields for seconds). */
  schedule: string;
  /** Runs inside the transaction that holds the job's lock. */
  run(trx: Db): Promise<unknown>;
}

/**
 * Runs the job unless another instance is running it right now: the lock is transaction-scoped,
 * so it is released on commit, rollback or a dropped connection, never left behind.
 */
export async function runExclusive(db: Db, job: Job): Promise<{ ran: boolean; result?: unknown }> {
  return db.transaction(async (trx) => {
    const { rows } = await trx.raw<{ rows: { locked: boolean }[] }>('SELECT pg_try_advisory_xact_lock(hashtext(?)) AS locked', [
      `job:${job.name}`,
    ]);
    if (!rows[0]?.locked) return { ran: false };
    const result = await job.run(trx);
    await trx.raw(
      `INSERT INTO job_runs (name, last_started_at, last_finished_at, runs) VALUES (?, now(), clock_timestamp(), 1)
       ON CONFLICT (name) DO UPDATE SET last_started_at = now(), last_finished_at = clock_timestamp(), last_error = NULL,
         runs = job_runs.runs + 1`,
      [job.name],
    );
    return { ran: true, result };
  });
}

export interface CronRunner {
  stop(): Promise<void>;
}

export function startCron(db: Db, jobs: Job[], logger: Logger): CronRunner {
  const running = new Set<Promise<unknown>>();
  const tasks: ScheduledTask[] = jobs.map((job) =>
    cron.schedule(
      job.schedule,
      async () => {
        const run = runExclusive(db, job).catch((err: unknown) => logger.error({ err, job: job.name }, 'job failed'));
        running.add(run);
        await run;
        running.delete(run);
      },
      { name: job.name, noOverlap: true },
    ),
  );
  return {
    async stop() {
      await Promise.all(tasks.map((t) => t.stop()));
      await Promise.all(running);
    },
  };
}
