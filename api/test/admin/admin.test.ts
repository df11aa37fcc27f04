import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
let admin: TestUser;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true, fullName: 'Head Admin' });
  adminAgent = await t.loginAs(admin);
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';
const isAdminNow = async (id: string) => (await t.db('users').where({ id }).first())?.isAdmin as boolean | undefined;
const exists = async (id: string) => Boolean(await t.db('users').where({ id }).first());
/** The audit entries about one target, oldest first. */
const auditOf = (targetId: string) =>
  t.db('auditLog').where({ targetId }).orderBy('createdAt').select('actorKind', 'actorUserId', 'actorName', 'action', 'summary');

/** Users whose names and e-mails carry a token no other test uses, joined a minute apart (oldest first). */
async function cohort(names: string[], opts: { admins?: number[] } = {}) {
  const token = randomUUID().slice(0, 8);
  const users: TestUser[] = [];
  for (const [i, name] of names.entries()) {
    const user = await t.createUser({
      fullName: `${name} ${token}`,
      email: `${name.toLowerCase().replaceAll(' ', '.')}.${token}@campus.edu`,
      isAdmin: opts.admins?.includes(i) ?? false,
    });
    await t
      .db('users')
      .where({ id: user.id })
      .update({ joinedDate: new Date(Date.UTC(2026, 0, 1, 12, i)) });
    users.push(user);
  }
  return { token, users };
}

describe('access', () => {
  it('needs a session on every route', async () => {
    const target = await t.createUser();
    const calls = [
      t.request().get('/api/admin/users'),
      t.request().patch(`/api/admin/users/${target.id}`).send({ isAdmin: true }),
      t.request().delete(`/api/admin/users/${target.id}`),
      t.request().post('/api/admin/users/bulk-toggle-admin').send({ ids: [target.id] }),
      t.request().post('/api/admin/users/bulk-delete').send({ ids: [target.id] }),
    ];
    for (const call of calls) {
      const res = await call.expect(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.detail).toBe('Please log in to continue.');
    }
    expect(await isAdminNow(target.id)).toBe(false);
  });

  it("refuses a student on every route with the spec's words, and changes nothing", async () => {
    const student = await t.createUser();
    const agent = await t.loginAs(student);
    const target = await t.createUser();
    const calls = [
      agent.get('/api/admin/users'),
      agent.patch(`/api/admin/users/${target.id}`).send({ isAdmin: true }),
      agent.patch(`/api/admin/users/${student.id}`).send({ isAdmin: true }),
      agent.delete(`/api/admin/users/${target.id}`),
      agent.post('/api/admin/users/bulk-toggle-admin').send({ ids: [target.id, student.id] }),
      agent.post('/api/admin/users/bulk-delete').send({ ids: [target.id] }),
    ];
    for (const call of calls) {
      const res = await call.expect(403);
      expect(res.body).toMatchObject({ status: 403, detail: DENIED, code: 'not-admin' });
    }
    expect(await isAdminNow(target.id)).toBe(false);
    expect(await isAdminNow(student.id)).toBe(false);
    expect(await exists(target.id)).toBe(true);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with their plan', async () => {
    const { token, users } = await cohort(['Old One', 'Mid One', 'New One']);
    const plan = await t.db('subscriptionPlans').where({ slug: 'pro' }).first();
    await t.db('userSubscriptions').insert({
      userId: users[1]!.id,
      planId: plan.id,
      status: 'active',
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 29 * 86_400_000),
      isCurrent: true,
    });

    const res = await adminAgent.get('/api/admin/users').query({ q: token }).expect(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(res.body.items.map((u: { id: string }) => u.id)).toEqual([users[2]!.id, users[1]!.id, users[0]!.id]);
    expect(res.body.items[0]).toEqual({
      id: users[2]!.id,
      fullName: `New One ${token}`,
      email: users[2]!.email,
      isAdmin: false,
      emailVerified: true,
      joinedDate: new Date(Date.UTC(2026, 0, 1, 12, 2)).toISOString(),
      planName: 'Free Plan',
    });
    expect(res.body.items[1].planName).toBe('Pro Plan');

    // Without a filter, the newest account of all comes first.
    const newest = await t.createUser();
    const all = await adminAgent.get('/api/admin/users').expect(200);
    expect(all.body.items[0].id).toBe(newest.id);
    expect(all.body.total).toBe(Number((await t.db('users').count({ n: '*' }))[0]!.n));
  });

  it('finds part of a name or an e-mail in any letter case', async () => {
    const { token, users } = await cohort(['Zorawar Singh', 'Priya Sharma']);
    const ids = async (q: string) =>
      (await adminAgent.get('/api/admin/users').query({ q }).expect(200)).body.items.map((u: { id: string }) => u.id);

    expect(await ids(`ZORAW`)).toContain(users[0]!.id);
    expect(await ids(`zorawar singh ${token.toUpperCase()}`)).toEqual([users[0]!.id]);
    // Part of the e-mail only (the name has a space where the e-mail has a dot).
    expect(await ids(`priya.sharma.${token}`)).toEqual([users[1]!.id]);
    expect(await ids(`SHARMA.${token.toUpperCase()}@CAMPUS`)).toEqual([users[1]!.id]);
    expect(await ids(token)).toHaveLength(2);
    // LIKE wildcards are matched literally.
    expect(await ids(`%${token}`)).toEqual([]);
  });

  it('filters admins and users', async () => {
    const { token, users } = await cohort(['Role A', 'Role B', 'Role C'], { admins: [1] });
    const list = async (role: string) =>
      (await adminAgent.get('/api/admin/users').query({ q: token, role }).expect(200)).body;

    const admins = await list('admins');
    expect(admins.items.map((u: { id: string }) => u.id)).toEqual([users[1]!.id]);
    expect(admins.total).toBe(1);
    const plain = await list('users');
    expect(plain.items.map((u: { id: string }) => u.id)).toEqual([users[2]!.id, users[0]!.id]);
    expect((await list('all')).total).toBe(3);
    await adminAgent.get('/api/admin/users').query({ role: 'owners' }).expect(400);
  });

  it('pages with the total of all matches', async () => {
    const { token, users } = await cohort(['P1', 'P2', 'P3', 'P4', 'P5']);
    const page = async (n: number) =>
      (await adminAgent.get('/api/admin/users').query({ q: token, page: n, pageSize: 2 }).expect(200)).body;
    const newestFirst = [...users].reverse().map((u) => u.id);

    const [p1, p2, p3, p4] = [await page(1), await page(2), await page(3), await page(4)];
    expect(p1).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(p1.items.map((u: { id: string }) => u.id)).toEqual(newestFirst.slice(0, 2));
    expect(p2.items.map((u: { id: string }) => u.id)).toEqual(newestFirst.slice(2, 4));
    expect(p3.items.map((u: { id: string }) => u.id)).toEqual(newestFirst.slice(4));
    expect(p4).toMatchObject({ total: 5, items: [] });
  });

  it('rejects a page size over 100, a page below 1 and unknown parameters', async () => {
    const big = await adminAgent.get('/api/admin/users').query({ pageSize: 101 }).expect(400);
    expect(big.body.errors[0].path).toBe('/query/pageSize');
    await adminAgent.get('/api/admin/users').query({ pageSize: 100 }).expect(200);
    await adminAgent.get('/api/admin/users').query({ page: 0 }).expect(400);
    const unknown = await adminAgent.get('/api/admin/users').query({ sort: 'name' }).expect(400);
    expect(unknown.body.status).toBe(400);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('promotes a user, whose own session is an admin session at once, and demotes them again', async () => {
    const user = await t.createUser();
    const agent = await t.loginAs(user);
    await agent.get('/api/admin/users').expect(403);

    const res = await adminAgent.patch(`/api/admin/users/${user.id}`).send({ isAdmin: true }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, isAdmin: true });
    expect(await isAdminNow(user.id)).toBe(true);
    await agent.get('/api/admin/users').expect(200);
    expect((await agent.get('/api/auth/session').expect(200)).body.user.isAdmin).toBe(true);

    const demoted = await adminAgent.patch(`/api/admin/users/${user.id}`).send({ isAdmin: false }).expect(200);
    expect(demoted.body.isAdmin).toBe(false);
    expect(await isAdminNow(user.id)).toBe(false);
    const denied = await agent.get('/api/admin/users').expect(403);
    expect(denied.body.detail).toBe(DENIED);

    expect(await auditOf(user.id)).toEqual([
      { actorKind: 'admin', actorUserId: admin.id, actorName: 'Head Admin', action: 'user.promote', summary: `Made ${user.fullName} an admin` },
      { actorKind: 'admin', actorUserId: admin.id, actorName: 'Head Admin', action: 'user.demote', summary: `Removed admin access from ${user.fullName}` },
    ]);
    // Setting the flag it already has changes nothing and logs nothing.
    await adminAgent.patch(`/api/admin/users/${user.id}`).send({ isAdmin: false }).expect(200);
    expect(await auditOf(user.id)).toHaveLength(2);
  });

  it('does not let an admin demote themself', async () => {
    const res = await adminAgent.patch(`/api/admin/users/${admin.id}`).send({ isAdmin: false }).expect(409);
    expect(res.body).toMatchObject({ code: 'self-change', detail: 'You cannot remove your own admin access.' });
    expect(await isAdminNow(admin.id)).toBe(true);
    await adminAgent.get('/api/admin/users').expect(200);
  });

  it('answers 404 for an unknown user and 400 for a bad body or id', async () => {
    const missing = await adminAgent.patch(`/api/admin/users/${randomUUID()}`).send({ isAdmin: true }).expect(404);
    expect(missing.body.detail).toBe('User not found.');
    const user = await t.createUser();
    await adminAgent.patch(`/api/admin/users/${user.id}`).send({ isAdmin: 'yes' }).expect(400);
    await adminAgent.patch(`/api/admin/users/${user.id}`).send({ isAdmin: true, fullName: 'X' }).expect(400);
    await adminAgent.patch('/api/admin/users/not-a-uuid').send({ isAdmin: true }).expect(400);
    expect(await isAdminNow(user.id)).toBe(false);
  });
});

describe('POST /api/admin/users/bulk-toggle-admin', () => {
  it("flips each selected user's own flag in one call", async () => {
    const { users } = await cohort(['T1', 'T2', 'T3'], { admins: [0, 2] });
    const ids = users.map((u) => u.id);
    const res = await adminAgent.post('/api/admin/users/bulk-toggle-admin').send({ ids }).expect(200);
    const flags = Object.fromEntries(res.body.items.map((u: { id: string; isAdmin: boolean }) => [u.id, u.isAdmin]));
    expect(flags).toEqual({ [ids[0]!]: false, [ids[1]!]: true, [ids[2]!]: false });
    expect(await Promise.all(ids.map(isAdminNow))).toEqual([false, true, false]);
    expect((await auditOf(ids[1]!)).map((e) => e.action)).toEqual(['user.promote']);
    expect((await auditOf(ids[2]!)).map((e) => e.action)).toEqual(['user.demote']);
  });

  it('refuses a selection that includes oneself, and changes nobody', async () => {
    const { users } = await cohort(['S1', 'S2'], { admins: [1] });
    const ids = [users[0]!.id, admin.id, users[1]!.id];
    const res = await adminAgent.post('/api/admin/users/bulk-toggle-admin').send({ ids }).expect(409);
    expect(res.body.detail).toBe('You cannot remove your own admin access. Unselect yourself and try again.');
    expect(await Promise.all(ids.map(isAdminNow))).toEqual([false, true, true]);
    expect(await auditOf(users[0]!.id)).toEqual([]);
  });

  it('refuses a selection with an unknown user, and changes nobody', async () => {
    const user = await t.createUser();
    await adminAgent.post('/api/admin/users/bulk-toggle-admin').send({ ids: [user.id, randomUUID()] }).expect(404);
    expect(await isAdminNow(user.id)).toBe(false);
  });
});

describe('deleting users', () => {
  it('bulk-deletes the selected users and ends their sessions', async () => {
    const { users } = await cohort(['D1', 'D2']);
    const keep = await t.createUser();
    const agent = await t.loginAs(users[0]!);
    expect((await agent.get('/api/auth/session').expect(200)).body.user.id).toBe(users[0]!.id);

    const res = await adminAgent
      .post('/api/admin/users/bulk-delete')
      .send({ ids: users.map((u) => u.id) })
      .expect(200);
    expect(res.body).toEqual({ deleted: 2 });
    expect(await exists(users[0]!.id)).toBe(false);
    expect(await exists(users[1]!.id)).toBe(false);
    expect(await exists(keep.id)).toBe(true);
    // The log outlives the account it names.
    expect((await auditOf(users[0]!.id)).map((e) => e.summary)).toEqual([`Deleted the account of ${users[0]!.fullName} (${users[0]!.email})`]);

    expect((await agent.get('/api/auth/session').expect(200)).body.user).toBeNull();
    await agent.get(`/api/subscription/${users[0]!.id}`).expect(401);
  });

  it('refuses a selection that includes oneself, and deletes nobody', async () => {
    const user = await t.createUser();
    const res = await adminAgent.post('/api/admin/users/bulk-delete').send({ ids: [user.id, admin.id] }).expect(409);
    expect(res.body.detail).toBe('You cannot delete your own account here. Unselect yourself and try again.');
    expect(await exists(user.id)).toBe(true);
    expect(await exists(admin.id)).toBe(true);
  });

  it('refuses a selection with an unknown user, and deletes nobody', async () => {
    const user = await t.createUser();
    const res = await adminAgent.post('/api/admin/users/bulk-delete').send({ ids: [user.id, randomUUID()] }).expect(404);
    expect(res.body.detail).toBe('User not found.');
    expect(await exists(user.id)).toBe(true);
  });

  it('needs at least one valid id', async () => {
    const empty = await adminAgent.post('/api/admin/users/bulk-delete').send({ ids: [] }).expect(400);
    expect(empty.body.errors[0].path).toBe('/body/ids');
    const user = await t.createUser();
    await adminAgent.post('/api/admin/users/bulk-delete').send({ ids: [user.id, user.id] }).expect(400);
    await adminAgent.post('/api/admin/users/bulk-delete').send({ ids: ['nope'] }).expect(400);
    await adminAgent.post('/api/admin/users/bulk-toggle-admin').send({ ids: [] }).expect(400);
    expect(await exists(user.id)).toBe(true);
  });

  it('deletes one user with DELETE, and answers 404 and 409 like the bulk call', async () => {
    const user = await t.createUser();
    const plan = await t.db('subscriptionPlans').where({ slug: 'basic' }).first();
    await t.db('userSubscriptions').insert({
      userId: user.id,
      planId: plan.id,
      status: 'active',
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 86_400_000),
      isCurrent: true,
    });
    const res = await adminAgent.delete(`/api/admin/users/${user.id}`).expect(204);
    expect(res.text).toBe('');
    expect(await exists(user.id)).toBe(false);
    expect(await t.db('userSubscriptions').where({ userId: user.id })).toHaveLength(0);

    await adminAgent.delete(`/api/admin/users/${user.id}`).expect(404);
    await adminAgent.delete(`/api/admin/users/${admin.id}`).expect(409);
    expect(await exists(admin.id)).toBe(true);
  });
});
