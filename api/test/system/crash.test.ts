import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs the fixture server, calls `route` with a request id, and answers how the process ended. */
async function crashVia(route: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures/crash-in-request.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  const port = await new Promise<number>((resolve) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      for (const line of parts) {
        const parsed = JSON.parse(line) as Record<string, unknown>;
        lines.push(parsed);
        if (typeof parsed.port === 'number') resolve(parsed.port);
      }
    });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await fetch(`http://127.0.0.1:${port}${route}`, { headers: { 'x-request-id': `req-${route.slice(1)}` } }).catch(() => undefined);
  return { code: await exited, lines };
}

describe('an error nothing handled', () => {
  it.each([
    ['/throw-later', 'uncaught exception', 'thrown in a timer'],
    ['/reject-later', 'unhandled rejection', 'rejected, never awaited'],
  ])('%s: is logged with its request id, runs the last steps, and ends the process non-zero', async (route, kind, message) => {
    const { code, lines } = await crashVia(route);
    expect(code).toBe(1);
    const fatal = lines.find((l) => l.level === 60);
    expect(fatal).toMatchObject({ requestId: `req-${route.slice(1)}`, msg: `${kind}: exiting so a fresh process takes over`, err: { message } });
    expect(lines.some((l) => l.msg === 'last steps ran')).toBe(true);
  });
});
