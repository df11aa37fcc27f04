// Uploads are held in memory while they are read: how many may be in flight at once, per student
// and in all, is decided before a body is read, and a slot comes back however the upload ends.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDataDir } from '../listings/fixtures.js';
import { listen, sessionCookie } from '../support/listening.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let served: Awaited<ReturnType<typeof listen>>;
let port: number;
const dataDir = scratchDataDir();
const open: http.ClientRequest[] = [];

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  served = await listen(t);
  port = served.port;
});

afterAll(async () => {
  for (const req of open) req.destroy();
  await served.close();
  await t.close();
});

const FILE_BYTES = 24 * 1024 * 1024;
/**
 * Far more than the kernel buffers between the two ends of a loopback connection while the server
 * reads nothing, so once this much is written the server is reading the body: the upload got a slot.
 */
const READ_PROOF_BYTES = 16 * 1024 * 1024;
const junk = Buffer.alloc(READ_PROOF_BYTES, 0x61);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A 24 MB multipart upload whose body the test sends bit by bit, or never finishes. */
function startUpload(cookie: string | undefined, path = '/api/images') {
  const boundary = `----thriftz${randomUUID()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': head.length + FILE_BYTES + tail.length,
    },
  });
  open.push(req);
  // Aborting is part of the tests; a refused upload's unsent rest may fail to write.
  req.on('error', () => {});
  let answered: Answer | undefined;
  const answer = new Promise<Answer>((resolve) =>
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve((answered = { status: res.statusCode!, headers: res.headers, body: text ? JSON.parse(text) : {} })));
    }),
  );
  req.write(head);
  let sent = 0;
  const write = (bytes: Buffer) =>
    new Promise<void>((resolve) => {
      sent += bytes.length;
      req.write(bytes, () => resolve());
    });
  return {
    answer,
    get answered() {
      return answered;
    },
    /** Resolves once the server has read most of the file: the upload is in flight, not refused. */
    async inFlight() {
      await write(junk);
      expect(answered).toBeUndefined();
    },
    /** The answer to a request the server should refuse without reading its body. */
    refusedUnread: () =>
      Promise.race([answer, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer while the body was unsent')), 3000))]),
    async finish() {
      await write(Buffer.alloc(FILE_BYTES - sent, 0x61));
      req.end(tail);
      return answer;
    },
    abort: () => req.destroy(),
  };
}

const tooMany = {
  status: 429,
  detail: 'Too many uploads at once. Please wait for your other uploads to finish.',
  code: 'too-many-uploads',
};

/** The process still answers, and the student can upload a real picture. */
async function uploadsAgain(cookie: string) {
  await t.request().get('/api/health').expect(200);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
  await t.request().post('/api/images').set('Cookie', cookie).attach('image', png, 'small.png').expect(201);
}

describe('uploads in flight at once', () => {
  it('a visitor is refused with 401 before the body is read', async () => {
    for (const path of ['/api/images', '/api/sanity/upload-image']) {
      const upload = startUpload(undefined, path);
      const answer = await upload.refusedUnread();
      expect(answer.status).toBe(401);
      upload.abort();
    }
  });

  it('a student gets two at once; a third, on either upload path, is refused before its body is read', async () => {
    const cookie = await sessionCookie(t, await t.createUser());
    const first = startUpload(cookie);
    const second = startUpload(cookie);
    await Promise.all([first.inFlight(), second.inFlight()]);

    for (const path of ['/api/images', '/api/sanity/upload-image']) {
      const third = startUpload(cookie, path);
      const answer = await third.refusedUnread();
      expect(answer.status).toBe(429);
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.body).toMatchObject(tooMany);
      third.abort();
    }

    // Another student is not held back by this one.
    const other = startUpload(await sessionCookie(t, await t.createUser()));
    await other.inFlight();
    other.abort();

    // Finished uploads give their slots back (this junk is not an image: 400, after the read).
    expect((await first.finish()).status).toBe(400);
    expect((await second.finish()).status).toBe(400);
    await uploadsAgain(cookie);
  });

  it('aborted uploads give their slots back, exactly once', async () => {
    const cookie = await sessionCookie(t, await t.createUser());
    for (let round = 0; round < 3; round += 1) {
      const held = [startUpload(cookie), startUpload(cookie)];
      await Promise.all(held.map((u) => u.inFlight()));
      const refused = startUpload(cookie);
      expect((await refused.refusedUnread()).status).toBe(429);
      refused.abort();
      for (const upload of held) upload.abort();
      await eventually(() => uploadsAgain(cookie));
    }
  });

  it('at most eight in flight across all students', async () => {
    const students = await Promise.all(Array.from({ length: 5 }, async () => sessionCookie(t, await t.createUser())));
    const held = students.slice(0, 4).flatMap((cookie) => [startUpload(cookie), startUpload(cookie)]);
    await Promise.all(held.map((u) => u.inFlight()));

    const ninth = startUpload(students[4]);
    const answer = await ninth.refusedUnread();
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject(tooMany);
    ninth.abort();
    await t.request().get('/api/health').expect(200);

    for (const upload of held) upload.abort();
    await eventually(() => uploadsAgain(students[4]!));
  });

  it('a burst of large uploads from one student: the extra ones get 429 and the server keeps serving', async () => {
    const cookie = await sessionCookie(t, await t.createUser());
    const burst = Array.from({ length: 8 }, () => startUpload(cookie));
    const answers = await Promise.all(burst.map((u) => u.finish()));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    // The rest were read and judged on their content.
    expect(statuses.every((s) => s === 429 || s === 400)).toBe(true);
    await uploadsAgain(cookie);
  });
});

/** Retries `check` for up to 3 s: a slot comes back when the server sees the connection close. */
async function eventually(check: () => Promise<void>) {
  for (let waited = 0; ; waited += 50) {
    try {
      return await check();
    } catch (err) {
      if (waited >= 3000) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
