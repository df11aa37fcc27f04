import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  adminAgent = await t.loginAs(await t.createUser({ isAdmin: true, fullName: 'Head Admin' }));
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';

type Status = 'new' | 'in_progress' | 'replied' | 'resolved' | 'closed';
type Priority = 'urgent' | 'high' | 'medium' | 'low';

/** Submissions straight in the table, a minute apart (oldest first), tagged with a fresh token. */
async function submissions(specs: { name: string; status?: Status; priority?: Priority; subject?: string; message?: string }[]) {
  const token = randomUUID().slice(0, 8);
  const ids: string[] = [];
  for (const [i, spec] of specs.entries()) {
    const [row] = await t
      .db('contactSubmissions')
      .insert({
        name: `${spec.name} ${token}`,
        email: `${spec.name.toLowerCase()}.${token}@mail.com`,
        subject: spec.subject ?? 'Hello',
        message: spec.message ?? 'A question about the site.',
        status: spec.status ?? 'new',
        priority: spec.priority ?? 'medium',
        submittedAt: new Date(Date.UTC(2026, 5, 1, 12, i)),
      })
      .returning('id');
    ids.push(row.id as string);
  }
  return { token, ids };
}

describe('access', () => {
  const calls = (agent: ReturnType<TestApp['request']>, id: string) => [
    agent.get('/api/contact/submissions'),
    agent.get('/api/contact/stats'),
    agent.patch(`/api/contact/submissions/${id}/status`).send({ status: 'closed' }),
  ];

  it('needs a session on every call', async () => {
    const { ids } = await submissions([{ name: 'Ann' }]);
    for (const call of calls(t.request(), ids[0]!)) {
      const res = await call.expect(401);
      expect(res.body.detail).toBe('Please log in to continue.');
    }
  });

  it("refuses a student on every call with the spec's words, and changes nothing", async () => {
    const { ids } = await submissions([{ name: 'Ann' }]);
    const agent = await t.loginAs(await t.createUser());
    for (const call of calls(agent as unknown as ReturnType<TestApp['request']>, ids[0]!)) {
      const res = await call.expect(403);
      expect(res.body).toMatchObject({ status: 403, detail: DENIED, code: 'not-admin' });
    }
    expect((await t.db('contactSubmissions').where({ id: ids[0] }).first()).status).toBe('new');
  });

  it('leaves the public contact form open to visitors', async () => {
    await t.request().post('/api/contact/submit').send({ name: 'Vis', email: 'vis@mail.com', message: 'Hi' }).expect(201);
  });
});

describe('GET /api/contact/submissions', () => {
  it('lists submissions newest first with every documented field', async () => {
    const { token, ids } = await submissions([{ name: 'Old' }, { name: 'Mid' }, { name: 'New', priority: 'urgent' }]);
    const res = await adminAgent.get('/api/contact/submissions').query({ q: token }).expect(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(res.body.items.map((s: { _id: string }) => s._id)).toEqual([...ids].reverse());
    expect(res.body.items[0]).toEqual({
      _id: ids[2],
      name: `New ${token}`,
      email: `new.${token}@mail.com`,
      subject: 'Hello',
      message: 'A question about the site.',
      status: 'new',
      priority: 'urgent',
      submittedAt: new Date(Date.UTC(2026, 5, 1, 12, 2)).toISOString(),
      adminNotes: '',
      repliedAt: null,
      repliedBy: null,
    });
  });

  it('pages through the list', async () => {
    const { token, ids } = await submissions([{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
    const res = await adminAgent.get('/api/contact/submissions').query({ q: token, page: 2, pageSize: 2 }).expect(200);
    expect(res.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(res.body.items.map((s: { _id: string }) => s._id)).toEqual([ids[0]]);
  });

  it('searches name, e-mail, subject and message in any case', async () => {
    const word = `Zq${randomUUID().slice(0, 6)}`;
    const { ids } = await submissions([
      { name: 'Plain' },
      { name: 'Subj', subject: `About ${word}` },
      { name: 'Msg', message: `My ${word.toUpperCase()} broke` },
    ]);
    const res = await adminAgent.get('/api/contact/submissions').query({ q: word.toLowerCase() }).expect(200);
    expect(res.body.items.map((s: { _id: string }) => s._id)).toEqual([ids[2], ids[1]]);
    const { token, ids: byName } = await submissions([{ name: 'Findme' }]);
    const byMail = await adminAgent.get('/api/contact/submissions').query({ q: `FINDME.${token}@` }).expect(200);
    expect(byMail.body.items.map((s: { _id: string }) => s._id)).toEqual(byName);
  });

  it('filters by status and priority, together with the search', async () => {
    const { token, ids } = await submissions([
      { name: 'A', status: 'new', priority: 'high' },
      { name: 'B', status: 'resolved', priority: 'high' },
      { name: 'C', status: 'resolved', priority: 'low' },
    ]);
    const ids$ = (res: { body: { items: { _id: string }[] } }) => res.body.items.map((s) => s._id);
    expect(ids$(await adminAgent.get('/api/contact/submissions').query({ q: token, status: 'resolved' }).expect(200))).toEqual([ids[2], ids[1]]);
    expect(ids$(await adminAgent.get('/api/contact/submissions').query({ q: token, priority: 'high' }).expect(200))).toEqual([ids[1], ids[0]]);
    expect(ids$(await adminAgent.get('/api/contact/submissions').query({ q: token, status: 'resolved', priority: 'high' }).expect(200))).toEqual([
      ids[1],
    ]);
    expect(ids$(await adminAgent.get('/api/contact/submissions').query({ q: token, status: 'all' }).expect(200))).toHaveLength(3);
  });

  it('refuses an unknown status or priority and a page below one', async () => {
    for (const query of [{ status: 'spam' }, { priority: 'critical' }, { page: 0 }, { pageSize: 101 }]) {
      const res = await adminAgent.get('/api/contact/submissions').query(query).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});

describe('GET /api/contact/stats', () => {
  it('counts every status and the two top priorities', async () => {
    // Its own database, so the figures are exact.
    const fresh = await createTestApp();
    try {
      const agent = await fresh.loginAs(await fresh.createUser({ isAdmin: true }));
      const rows: [Status, Priority][] = [
        ['new', 'urgent'],
        ['new', 'high'],
        ['in_progress', 'high'],
        ['replied', 'medium'],
        ['resolved', 'low'],
        ['resolved', 'urgent'],
        ['closed', 'medium'],
      ];
      await fresh.db('contactSubmissions').insert(rows.map(([status, priority], i) => ({ name: `N${i}`, email: `n${i}@mail.com`, message: 'm', status, priority })));
      const res = await agent.get('/api/contact/stats').expect(200);
      expect(res.body).toEqual({ total: 7, new: 2, in_progress: 1, replied: 1, resolved: 2, closed: 1, urgent: 2, high: 2 });
    } finally {
      await fresh.close();
    }
  });
});

describe('PATCH /api/contact/submissions/{id}/status', () => {
  it('sets any status with notes and answers the submission', async () => {
    const { ids } = await submissions([{ name: 'A', status: 'closed' }]);
    for (const status of ['in_progress', 'resolved', 'new', 'closed'] as const) {
      const res = await adminAgent.patch(`/api/contact/submissions/${ids[0]}/status`).send({ status, adminNotes: `now ${status}` }).expect(200);
      expect(res.body).toMatchObject({ _id: ids[0], status, adminNotes: `now ${status}`, repliedAt: null, repliedBy: null });
    }
  });

  it("moving to replied stamps the time and the admin's name; a given name wins", async () => {
    const { ids } = await submissions([{ name: 'A' }, { name: 'B' }]);
    const before = Date.now();
    const res = await adminAgent.patch(`/api/contact/submissions/${ids[0]}/status`).send({ status: 'replied' }).expect(200);
    expect(res.body).toMatchObject({ status: 'replied', repliedBy: 'Head Admin', adminNotes: '' });
    expect(new Date(res.body.repliedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const named = await adminAgent
      .patch(`/api/contact/submissions/${ids[1]}/status`)
      .send({ status: 'replied', repliedBy: 'Support Team', adminNotes: 'Sent the refund link' })
      .expect(200);
    expect(named.body).toMatchObject({ status: 'replied', repliedBy: 'Support Team', adminNotes: 'Sent the refund link' });

    // Later changes keep the reply's record, and notes left out stay as they were.
    const resolved = await adminAgent.patch(`/api/contact/submissions/${ids[1]}/status`).send({ status: 'resolved' }).expect(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', repliedBy: 'Support Team', repliedAt: named.body.repliedAt, adminNotes: 'Sent the refund link' });
  });

  it('answers 404 for an unknown submission', async () => {
    const res = await adminAgent.patch(`/api/contact/submissions/${randomUUID()}/status`).send({ status: 'closed' }).expect(404);
    expect(res.body.detail).toBe('Contact submission not found.');
  });

  it('refuses an unknown status, a missing status, unknown fields and a bad id', async () => {
    const { ids } = await submissions([{ name: 'A' }]);
    for (const body of [{ status: 'archived' }, {}, { status: 'closed', priority: 'low' }, { status: 'replied', repliedBy: '' }]) {
      await adminAgent.patch(`/api/contact/submissions/${ids[0]}/status`).send(body).expect(400);
    }
    await adminAgent.patch('/api/contact/submissions/not-a-uuid/status').send({ status: 'closed' }).expect(400);
    expect((await t.db('contactSubmissions').where({ id: ids[0] }).first()).status).toBe('new');
  });
});
