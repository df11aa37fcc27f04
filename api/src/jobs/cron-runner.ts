import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from 'pino';
import type { Db } from '../db/knex.js';
import { runExclusive, type Job } from '../db/run-exclusive.js';

export { runExclusive, type Job } from '../db/run-exclusive.js';

/**
 * A job that must hold no transaction while it runs (it waits on the network between short
 * statements of its own) and is safe on several instances at once: it is handed the pool, with no
 * job lock taken. Still one run at a time per instance (noOverlap).
 */
export interface PoolJob extends Job {
  onPool: true;
}

export interface CronRunner {
  stop(): Promise<void>;
}

export function startCron(db: Db, jobs: (Job | PoolJob)[], logger: Logger): CronRunner {
  const running = new Set<Promise<unknown>>();
  const tasks: ScheduledTask[] = jobs.map((job) =>
    cron.schedule(
      job.schedule,
      async () => {
        const started = 'onPool' in job && job.onPool ? job.run(db) : runExclusive(db, job);
        const run = started.catch((err: unknown) => logger.error({ err, job: job.name }, 'job failed'));
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
