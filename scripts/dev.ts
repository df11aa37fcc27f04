/**
 * `npm run dev`: the API in watch mode on :3000 and the apps' Vite dev servers (web on :5173,
 * admin on :5174, the store portal on :5175), which proxy /api to the API.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const procs = [
  { name: 'api', color: 32, cmd: 'npx', args: ['tsx', 'watch', '--clear-screen=false', 'api/src/main.ts'] },
  { name: 'web', color: 36, cmd: 'npm', args: ['run', 'dev', '-w', 'web'] },
  { name: 'admin', color: 35, cmd: 'npm', args: ['run', 'dev', '-w', 'admin'] },
  { name: 'store', color: 33, cmd: 'npm', args: ['run', 'dev', '-w', 'store-portal'] },
].map(({ name, color, cmd, args }) => {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[${color}m${name.padEnd(5)}\x1b[0m │ `;
  const pipe = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) =>
    stream.on('data', (chunk: Buffer) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  pipe(child.stdout!, process.stdout);
  pipe(child.stderr!, process.stderr);
  return child;
});

const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
