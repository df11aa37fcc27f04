// Two API instances on one database behind a load balancer (cluster.ts): whichever instance
// answers, a student sees the same pictures, chat, limits and session, and a scheduled job does its
// work once. The caches are in caches.test.ts.
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusive, startCron, type Job } from '../../src/jobs/cron-runner.js';
import { allJobs } from '../../src/jobs/jobs.js';
import { DAY, insertSubscription } from '../subscriptions/fixtures.js';
import { cluster, type Name } from './cluster.js';
import { SERVED_BY } from './proxy.js';

const c = cluster();
const { via, signIn, socketOn, conversation } = c;
beforeAll(() => c.start());
afterAll(() => c.close());

describe('two instances behind one balancer', () => {
  it('serves through B a picture uploaded through A', async () => {
    const cookie = await signIn('a', await c.t.createUser({ firstLoginDone: true }));
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const up = await via('a', cookie).post('/api/images').attach('image', png, 'photo.png').expect(201);
    expect(up.headers[SERVED_BY]).toBe('a');
    const stored = await c.stores[0]!.read(up.body._id as string, 'thumb');
    expect(stored).toBeDefined();

    const res = await via('b').get(up.body.thumbUrl as string).buffer(true).expect(200);
    expect(res.headers[SERVED_BY]).toBe('b');
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Buffer.compare(res.body as Buffer, stored!)).toBe(0);
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(100);
  });

  it("delivers chat both ways: a socket on A gets what is sent through B, a socket on B what is sent through A", async () => {
    const { sellerCookie, buyerCookie, conversationId } = await conversation();
    const sellerOnA = await socketOn('a', sellerCookie);
    const buyerOnB = await socketOn('b', buyerCookie);
    // Each instance holds one of the sockets.
    expect([c.instances.a.chat.sockets.size, c.instances.b.chat.sockets.size]).toEqual([1, 1]);

    // Sent over HTTP through B, to the seller's socket on A.
    const sent = await via('b', buyerCookie).post(`/api/conversations/${conversationId}/messages`).send({ message: 'Is it still there?' }).expect(201);
    expect(sent.headers[SERVED_BY]).toBe('b');
    await expect.poll(() => sellerOnA.messages(), { timeout: 3_000, interval: 10 }).toEqual(['Is it still there?']);

    // Sent on the seller's socket on A, to the buyer's socket on B.
    sellerOnA.send('join-conversation', { conversationId });
    sellerOnA.send('send-message', { conversationId, message: 'Yes, come by at six' });
    await expect.poll(() => buyerOnB.messages(), { timeout: 3_000, interval: 10 }).toEqual(['Is it still there?', 'Yes, come by at six']);
    expect(sellerOnA.frames.filter((f) => f.event === 'message-error')).toEqual([]);
  });

  it("refuses at the combined limit: an account's failed log-ins, half through A and half through B", async () => {
    const user = await c.t.createUser();
    // 10 failures per address and account in 15 minutes (http/rate-limits.ts).
    for (let i = 0; i < 10; i++) {
      const name: Name = i % 2 === 0 ? 'a' : 'b';
      const res = await via(name).post('/api/auth/login').send({ email: user.email, password: 'wrong-password' });
      expect([res.status, res.headers[SERVED_BY]]).toEqual([401, name]);
    }
    for (const name of ['a', 'b'] as const) {
      const res = await via(name).post('/api/auth/login').send({ email: user.email, password: user.password });
      expect([res.status, res.headers[SERVED_BY]]).toEqual([429, name]);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("refuses at the combined limit: a student's chat sends, half through A and half through B", async () => {
    const { buyerCookie, conversationId } = await conversation();
    const send = (name: Name, i: number) => via(name, buyerCookie).post(`/api/conversations/${conversationId}/messages`).send({ message: `Message ${i}` });
    // 20 sends in 10 seconds per student (modules/chat/index.ts).
    for (let i = 0; i < 20; i++) {
      const name: Name = i % 2 === 0 ? 'a' : 'b';
      const res = await send(name, i);
      expect([res.status, res.headers[SERVED_BY]]).toEqual([201, name]);
    }
    expect((await send('a', 20)).status).toBe(429);
    expect((await send('b', 21)).status).toBe(429);
    expect(await c.t.db('messages').where({ conversationId })).toHaveLength(20);
  });

  it('keeps a session across: signed in through A, it works on B; signed out on B, it is over on A', async () => {
    const user = await c.t.createUser({ firstLoginDone: true });
    const cookie = await signIn('a', user);
    const onB = await via('b', cookie).get('/api/auth/session').expect(200);
    expect(onB.headers[SERVED_BY]).toBe('b');
    expect(onB.body.user).toMatchObject({ id: user.id, email: user.email });
    await via('b', cookie).get('/api/listings/mine').expect(200);

    const out = await via('b', cookie).post('/api/auth/logout').expect(204);
    expect(out.headers[SERVED_BY]).toBe('b');
    // The same cookie, as a second tab (or a thief) would still send it.
    expect((await via('a', cookie).get('/api/auth/session').expect(200)).body.user).toBeNull();
    await via('a', cookie).get('/api/listings/mine').expect(401);
  });

  describe('a scheduled job triggered on both instances at once', () => {
    const reminders = () => {
      const job = allJobs(undefined, pino({ level: 'silent' }), c.t.deps.pictures, c.t.config.publicUrl).find((j) => j.name === 'subscription-reminders');
      return job!;
    };
    const remindersTo = async (email: string) => (await c.t.outbox(email)).filter((m) => m.template === 'renewal-reminder');

    it('runs once: the instance that takes the job lock does the work, the other skips it', async () => {
      const student = await c.t.createUser();
      await insertSubscription(c.t.db, student.id, 'mid', { endDate: new Date(Date.now() + 2 * DAY) });
      const job = reminders();
      // The winner holds its lock until the other instance has answered, so the two surely overlap.
      let answered!: () => void;
      const otherAnswered = new Promise<void>((resolve) => (answered = resolve));
      const held: Job = {
        ...job,
        async run(trx) {
          const sent = await job.run(trx);
          await Promise.race([otherAnswered, sleep(5_000).then(() => Promise.reject(new Error('the other instance never answered')))]);
          return sent;
        },
      };
      const results = await Promise.all([runExclusive(c.instances.a.db, held), runExclusive(c.instances.b.db, held)].map((run) => run.finally(answered)));
      expect(results.filter((r) => r.ran)).toEqual([{ ran: true, result: 1 }]);
      expect(results.filter((r) => !r.ran)).toEqual([{ ran: false }]);
      expect(await remindersTo(student.email)).toHaveLength(1);
    });

    it("runs once on each instance's cron runner firing the same second", async () => {
      const student = await c.t.createUser();
      await insertSubscription(c.t.db, student.id, 'mid', { endDate: new Date(Date.now() + 2 * DAY) });
      const everySecond = { ...reminders(), schedule: '* * * * * *' };
      const runsBefore = Number((await c.t.db('jobRuns').where({ name: everySecond.name }).first())?.runs ?? 0);
      const silent = pino({ level: 'silent' });
      const crons = [startCron(c.instances.a.db, [everySecond], silent), startCron(c.instances.b.db, [everySecond], silent)];
      try {
        // Two ticks at least, each firing on both instances.
        await expect
          .poll(async () => Number((await c.t.db('jobRuns').where({ name: everySecond.name }).first())?.runs ?? 0), { timeout: 5_000, interval: 50 })
          .toBeGreaterThanOrEqual(runsBefore + 2);
      } finally {
        await Promise.all(crons.map((c) => c.stop()));
      }
      expect(await remindersTo(student.email)).toHaveLength(1);
    });
  });
});
