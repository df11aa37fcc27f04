import type { Logger } from 'pino';
import { currentRequestId } from './http/request-context.js';

/** Exit code of a start-up refused for its configuration: a supervisor does not retry it. */
export const EXIT_CONFIG = 78;

/**
 * An error nothing handled leaves the process in a state nobody knows: it is logged (with the
 * request it ran for, when there is one), `beforeExit` runs its synchronous last steps (stop the
 * embedded database, so a restart finds it free), and the process exits non-zero for whatever
 * runs it (npm start's supervisor, Docker, systemd) to start a fresh one.
 */
export function exitOnUnhandledErrors(logger: Logger, beforeExit: () => void) {
  let exiting = false;
  const fatal = (kind: string) => (err: unknown) => {
    const requestId = currentRequestId();
    logger.fatal({ err, requestId }, `${kind}: exiting so a fresh process takes over`);
    if (exiting) return;
    exiting = true;
    try {
      beforeExit();
    } finally {
      process.exit(1);
    }
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled rejection'));
}
