// A signed-in request's session read (http/session.ts) on two instances behind a balancer: an
// instance keeps the read while it listens for the sessions, users and suspensions tables'
// notifications, so a student's next requests cost no session query. What changes through an
// instance counts there on the very next request; what changes elsewhere (the other instance,
// psql) counts once its notification arrives, within milliseconds; while an instance cannot
// listen, it reads every request afresh.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../support/test-app.js';
import { APPLICATION_NAMES, cluster, type Name } from './cluster.js';

const c = cluster();
const { via, signIn } = c;
beforeAll(() => c.start());
afterAll(() => c.close());

/** The statements instance `name` sends through its session pool and through knex while `run` runs. */
async function statementsOf(name: Name, run: () => Promise<unknown>) {
  const { pool, db } = c.instances[name];
  const sent: string[] = [];
  const query = pool.query.bind(pool);
  pool.query = ((text: unknown, ...rest: unknown[]) => {
    sent.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return (query as (...a: unknown[]) => unknown)(text, ...rest);
  }) as typeof pool.query;
  const listener = (q: { sql: string }) => sent.push(q.sql);
  db.on('query', listener);
  try {
    await run();
  } finally {
    pool.query = query;
    db.off('query', listener);
  }
  // The general rate limit's counter (http/rate-limits.ts) is every request's; it is not the session's.
  return sent.filter((sql) => !/\brate_limits\b/.test(sql));
}

const sessionReads = (sql: string[]) => sql.filter((s) => /FROM sessions s LEFT JOIN users u/.test(s));

/** Who instance `name` says the cookie belongs to. */
const whoIsOn = async (name: Name, cookie: string) =>
  (await via(name, cookie).get('/api/auth/session').expect(200)).body.user as { id: string; isAdmin: boolean } | null;

/** Polls `read` until it answers `expected` (a notification's way to the other instance), up to a second. */
async function within(read: () => Promise<unknown>, expected: unknown) {
  const start = performance.now();
  await expect.poll(read, { timeout: 1_000, interval: 5 }).toEqual(expected);
  return performance.now() - start;
}

describe('the session read, kept by each instance', () => {
  it('is read once, with its student, and then kept: the next requests send no session query and write nothing', async () => {
    const user = await c.t.createUser({ firstLoginDone: true });
    const cookie = await signIn('b', user);
    const first = await statementsOf('b', () => via('b', cookie).get(`/api/users/${user.id}`).expect(200));
    expect(sessionReads(first).length).toBeLessThanOrEqual(1);
    // The sign-in's own writes are notified too: on a loaded machine that notification can land
    // after the read above and rightly drop its copy. Once it has, the read is kept.
    await expect
      .poll(async () => sessionReads(await statementsOf('b', () => via('b', cookie).get(`/api/users/${user.id}`).expect(200))), {
        timeout: 1_000,
        interval: 20,
      })
      .toEqual([]);
    const next = await statementsOf('b', async () => {
      for (let i = 0; i < 3; i++) await via('b', cookie).get(`/api/users/${user.id}`).expect(200);
    });
    expect(sessionReads(next)).toEqual([]);
    expect(next.join('\n')).not.toMatch(/\b(UPDATE|INSERT|DELETE)\b/i);
    expect(await whoIsOn('b', cookie)).toMatchObject({ id: user.id, isAdmin: false });
  });

  it('a logout through A ends the session on A at once and on B once notified', async ({ annotate }) => {
    const user = await c.t.createUser({ firstLoginDone: true });
    const cookie = await signIn('a', user);
    expect((await whoIsOn('a', cookie))?.id).toBe(user.id);
    expect((await whoIsOn('b', cookie))?.id).toBe(user.id);
    await via('a', cookie).post('/api/auth/logout').set('origin', c.t.config.publicUrl).expect(204);
    expect(await whoIsOn('a', cookie)).toBeNull();
    const ms = await within(() => whoIsOn('b', cookie), null);
    await annotate(`B signed the session out ${ms.toFixed(1)} ms after A answered the logout`);
    await via('b', cookie).get('/api/wishlist').expect(401);
  });

  it('a password reset through A ends the other sessions on A at once and on B once notified', async () => {
    const user = await c.t.createUser({ firstLoginDone: true });
    const [first, second] = [await signIn('a', user), await signIn('b', user)];
    expect((await whoIsOn('a', first))?.id).toBe(user.id);
    expect((await whoIsOn('b', second))?.id).toBe(user.id);

    await via('a').post('/api/auth/password-reset').send({ email: user.email }).expect(202);
    const mail = (await c.t.outbox(user.email)).find((m) => m.template === 'password-reset')!;
    await via('a').post('/api/auth/password-reset/confirm').send({ token: linkIn(mail.textBody).token, password: 'brand-new' }).expect(200);

    expect(await whoIsOn('a', first)).toBeNull();
    expect(await whoIsOn('a', second)).toBeNull();
    await within(() => whoIsOn('b', second), null);
  });

  it('an isAdmin flip made elsewhere (psql) counts on both instances once notified, both ways', async () => {
    const user = await c.t.createUser({ firstLoginDone: true });
    const cookie = await signIn('a', user);
    await via('a', cookie).get('/api/admin/users').expect(403);
    await via('b', cookie).get('/api/admin/users').expect(403);

    await c.t.db('users').where({ id: user.id }).update({ isAdmin: true });
    for (const name of ['a', 'b'] as const) await within(async () => (await via(name, cookie).get('/api/admin/users')).status, 200);

    await c.t.db('users').where({ id: user.id }).update({ isAdmin: false });
    for (const name of ['a', 'b'] as const) await within(async () => (await via(name, cookie).get('/api/admin/users')).status, 403);
  });

  it('a suspension made elsewhere shows in the session on both instances once notified', async () => {
    const admin = await c.t.createUser({ isAdmin: true, firstLoginDone: true });
    const user = await c.t.createUser({ firstLoginDone: true });
    const cookie = await signIn('b', user);
    expect((await via('b', cookie).get('/api/auth/session').expect(200)).body.user.suspension ?? null).toBeNull();
    await c.t.db('user_suspensions').insert({
      userId: user.id,
      reason: 'Spam listings',
      endsAt: c.t.db.raw("now() + interval '3 days'"),
      createdById: admin.id,
      createdByName: admin.fullName,
    });
    for (const name of ['a', 'b'] as const) {
      await within(async () => Boolean((await via(name, cookie).get('/api/auth/session').expect(200)).body.user.suspension), true);
    }
  });

  it('a deleted account is signed out on both instances once notified, its session row left behind', async () => {
    const user = await c.t.createUser({ firstLoginDone: true });
    const cookie = await signIn('a', user);
    await via('b', cookie).get('/api/wishlist').expect(200);
    await c.t.db('users').where({ id: user.id }).delete();
    expect(await c.t.db('sessions').whereRaw(`sess->'passport'->>'user' = ?`, [user.id]).first()).toBeDefined();
    for (const name of ['a', 'b'] as const) await within(() => whoIsOn(name, cookie), null);
  });

  it('a session whose student id is not a uuid reads as signed out, not as an error', async () => {
    const user = await c.t.createUser({ firstLoginDone: true });
    const cookie = await signIn('a', user);
    await c.t.db.raw(`UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{passport,user}', '"not-a-uuid"')::json WHERE sess->'passport'->>'user' = ?`, [user.id]);
    await within(() => whoIsOn('a', cookie), null);
  });

  it("is read afresh on every request while B's notification connection is down, so a change counts at once", async () => {
    const user = await c.t.createUser({ firstLoginDone: true });
    const cookie = await signIn('b', user);
    await via('b', cookie).get('/api/admin/users').expect(403);
    const ended = await c.t.db.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = ? AND query = 'LISTEN thriftz_cache'`,
      [APPLICATION_NAMES.b],
    );
    expect(ended.rows).toHaveLength(1);
    await expect.poll(() => c.instances.b.caches.listening, { timeout: 2_000, interval: 10 }).toBe(false);

    const reads = await statementsOf('b', async () => {
      await via('b', cookie).get('/api/wishlist').expect(200);
      await via('b', cookie).get('/api/wishlist').expect(200);
    });
    expect(sessionReads(reads)).toHaveLength(2);
    await c.t.db('users').where({ id: user.id }).update({ isAdmin: true });
    // No notification reaches B: only its reading every request shows the change.
    await via('b', cookie).get('/api/admin/users').expect(200);
    await expect.poll(() => c.instances.b.caches.listening, { timeout: 3_000, interval: 20 }).toBe(true);
  });
});
