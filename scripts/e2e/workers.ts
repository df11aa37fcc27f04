import os from 'node:os';

/** How many spec files run at once (E2E_WORKERS; on two cores, two): each has a browser and a server. */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS) || Math.min(2, os.availableParallelism()));
