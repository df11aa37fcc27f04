import { inject } from 'vitest';
import type { E2eServer } from './server.js';

/** The server this worker's spec files run against: server.ts starts one per worker. */
export function thisServer(): E2eServer {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID) || 1) - 1] ?? servers[0]!;
}
