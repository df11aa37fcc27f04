// Work that must run once at a time across every API instance: the scheduled jobs, and the
// same work started by hand (POST /api/sanity/expire-listings). Shared by jobs/ and the modules,
// so that no module imports jobs/.
import type { Db } from './knex.js';

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

