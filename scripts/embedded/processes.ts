// The processes of the embedded default, as the lifecycle tests look at them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/local-server.js';

/** The embedded server's postmaster, from its pid file (undefined when it is not running). */
export function postmasterPid(dataDir: string) {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}
export const isAlive = (pid: number | undefined) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Runs a command to its end: exit code and everything it printed. */
export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; text: string }>((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout!.on('data', (c: Buffer) => (text += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (text += c.toString()));
    child.once('exit', (code) => resolve({ code, text }));
  });
}

