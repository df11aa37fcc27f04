import type { Logger } from 'pino';
import { currentRequestId } from './http/request-context.js';

/** Exit code of a start-up refused for its configuration: a supervisor does not retry it. */
export const EXIT_CONFIG = 78;

/** A start-up problem only the operator can fix (the data folder, a secret, the port): exit EXIT_CONFIG with its one line. */
export class ConfigError extends Error {}

/** File-system codes that mean the data folder cannot be used as configured. */
const CONFIG_FS_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC']);

/** The data folder exists (made if missing) and takes a file, or a ConfigError saying why not. */
export async function ensureWritableDir(dir: string): Promise<void> {
  const { mkdir, writeFile, rm } = await import('node:fs/promises');
  const probe = `${dir}/.thriftz-write-test-${process.pid}`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (CONFIG_FS_CODES.has(code)) throw new ConfigError(`DATA_DIR ${dir} cannot be written (${code}): give Thriftz a folder it can write.`);
    throw err;
  }
}

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
