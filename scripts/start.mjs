#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, run the whole product on one port,
// and start it again if it crashes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, ensureRuntime, root } from './lib.mjs';
import { supervise } from './lib/supervise.mjs';

ensureInstalled();
await ensureRuntime();
ensureBuilt();

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
if (!env.SESSION_SECRET) {
  // A bare machine gets a secret of its own, kept beside its data so sessions survive restarts.
  const dataDir = path.resolve(root, env.DATA_DIR ?? 'data');
  const file = path.join(dataDir, 'session-secret');
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
    env.SESSION_SECRET = fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    // One line, and the configuration exit code: retrying cannot make the folder writable.
    console.error(`Thriftz could not start: DATA_DIR ${dataDir} cannot be written (${err.code ?? err.message}): give Thriftz a folder it can write, or set SESSION_SECRET.`);
    process.exit(78);
  }
}

supervise({ command: process.execPath, args: ['api/dist/api/src/main.js'], cwd: root, env });
