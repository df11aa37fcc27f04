import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from 'pino';
import type { Db } from '../db/knex.js';
import { runExclusive, type Job } from '../db/run-exclusive.js';

export { runExclusive, type Job } from '../db/run-exclusive.js';

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
