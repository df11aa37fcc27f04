import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { insertListing, scratchDataDir } from '../listings/fixtures.js';
import { listen, sessionCookie } from '../support/listening.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;

/** A built student app as `vite build` leaves it: each asset beside its brotli and gzip twins. */
function builtWebApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>web</title>');
  const asset = path.join(dir, 'assets', 'index-3f9a1c.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  return dir;
}

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
const dataDir = scratchDataDir();
const webDist = builtWebApp();
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, WEB_DIST: webDist });
  server = await listen(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

interface Answer {
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, not decoded (supertest and fetch would decode them). */
  body: Buffer;
}

/** A GET that must answer 200. */
function get(url: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.get({ port: server.port, host: '127.0.0.1', path: url, headers: { 'Accept-Encoding': acceptEncoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve({ headers: res.headers, body: Buffer.concat(chunks) })
          : reject(new Error(`GET ${url} answered ${res.statusCode}: ${Buffer.concat(chunks).toString()}`)),
      );
    });
    req.on('error', reject);
  });
}
const raw = (answer: Answer) => answer.body;

describe('the built app’s assets', () => {
  it('sends the brotli twin to a client that accepts br, gzip to one that accepts only gzip, else the file itself', async () => {
    const br = await get('/assets/index-3f9a1c.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(zlib.brotliDecompressSync(raw(br)).toString()).toBe(script);

    const gzip = await get('/assets/index-3f9a1c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(raw(gzip)).toString()).toBe(script);

    const identity = await get('/assets/index-3f9a1c.js', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(raw(identity).toString()).toBe(script);

    for (const res of [br, gzip, identity]) {
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps index.html revalidated, on its own path and as the pages’ fallback', async () => {
    for (const url of ['/index.html', '/products']) {
      const page = await get(url, 'gzip, br', { Accept: 'text/html' });
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('the API’s own responses', () => {
  it('compresses a JSON list above 1 KB (brotli or gzip, as accepted) and leaves a small answer alone', async () => {
    const seller = await t.createUser();
    for (let i = 0; i < 12; i += 1) await insertListing(t.db, seller.id, { title: `Compressible listing number ${i}` });

    const plain = await get('/api/listings?type=sell', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(raw(plain).length).toBeGreaterThan(1024);
    const list = JSON.parse(raw(plain).toString()) as { items: unknown[] };
    expect(list.items).toHaveLength(12);

    const br = await get('/api/listings?type=sell', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(raw(br)).toString())).toEqual(list);

    const gzip = await get('/api/listings?type=sell', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(raw(gzip)).toString())).toEqual(list);

    const small = await get('/api/health', 'gzip, br');
    expect(raw(small).length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('streams a picture variant as it is stored: not compressed again, length and type kept', async () => {
    const owner = await t.createUser();
    const agent = await t.loginAs(owner);
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const { body } = await agent.post('/api/images').attach('image', png, 'photo.png').expect(201);
    const picture = await get(body.mainUrl as string, 'gzip, br');
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(Number(picture.headers['content-length'])).toBe(raw(picture).length);
    expect(raw(picture).subarray(8, 12).toString()).toBe('WEBP');
  });

  it('leaves the chat’s WebSocket upgrade alone', async () => {
    const student = await t.createUser();
    const cookie = await sessionCookie(t, student);
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api/ws`, {
      headers: { Cookie: cookie, 'Accept-Encoding': 'gzip, br' },
      origin: 'http://localhost:3000',
    });
    ws.on('error', () => {});
    const opened = await new Promise<boolean>((resolve) => {
      ws.once('open', () => resolve(true));
      ws.once('unexpected-response', () => resolve(false));
    });
    ws.close();
    expect(opened).toBe(true);
  });
});
