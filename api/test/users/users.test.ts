import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publicKeys = ['_id', 'bio', 'fullName', 'joinedDate', 'profileImage', 'socialLinks', 'uid'];
const userRow = (id: string) => t.db('users').where({ id }).first();

describe('GET /api/users/{uid}', () => {
  it("shows the student their own profile with the private fields", async () => {
    const user = await t.createUser({ fullName: 'Meera Nair' });
    const agent = await t.loginAs(user);
    const res = await agent.get(`/api/users/${user.id}`).expect(200);
    expect(res.body).toMatchObject({
      _id: user.id,
      uid: user.id,
      fullName: 'Meera Nair',
      email: user.email,
      phone: '',
      bio: '',
      socialLinks: {},
      profileImage: null,
      isAdmin: false,
      monthlyListingsUsed: 0,
      monthlyProductAdsUsed: 0,
      extraListingsPurchased: 0,
      extraAdsPurchased: 0,
      currentSubscription: null,
    });
    const row = await userRow(user.id);
    expect(res.body.joinedDate).toBe(row.joinedDate.toISOString());
    expect(res.body.updatedAt).toBe(row.updatedAt.toISOString());
    expect(res.body.lastListingReset).toBe(row.lastListingReset.toISOString());
  });

  it('shows another student only the public fields', async () => {
    const owner = await t.createUser({ fullName: 'Owner One' });
    await t.db('users').where({ id: owner.id }).update({ phone: '+91 98765 43210', bio: 'Selling my books' });
    const viewer = await t.loginAs(await t.createUser());
    const res = await viewer.get(`/api/users/${owner.id}`).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(publicKeys);
    expect(res.body).toMatchObject({ _id: owner.id, uid: owner.id, fullName: 'Owner One', bio: 'Selling my books' });
    expect(res.body).not.toHaveProperty('email');
    expect(res.body).not.toHaveProperty('phone');
    expect(res.body).not.toHaveProperty('isAdmin');
  });

  it('shows a visitor the public fields', async () => {
    const owner = await t.createUser();
    const res = await t.request().get(`/api/users/${owner.id}`).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(publicKeys);
    expect(res.body).not.toHaveProperty('email');
    expect(res.body).not.toHaveProperty('phone');
  });

  it("shows an admin another student's private fields", async () => {
    const owner = await t.createUser();
    await t.db('users').where({ id: owner.id }).update({ phone: '+91 98765 43210' });
    const admin = await t.loginAs(await t.createUser({ isAdmin: true }));
    const res = await admin.get(`/api/users/${owner.id}`).expect(200);
    expect(res.body).toMatchObject({ uid: owner.id, email: owner.email, phone: '+91 98765 43210', isAdmin: false, currentSubscription: null });
  });

  it("answers 404 'User profile not found' for an unknown id and 400 for a malformed one", async () => {
    const missing = await t.request().get(`/api/users/${randomUUID()}`).expect(404);
    expect(missing.body.detail).toBe('User profile not found');
    expect(missing.headers['content-type']).toContain('application/problem+json');

    const bad = await t.request().get('/api/users/not-a-uuid').expect(400);
    expect(bad.body.errors[0].path).toBe('/params/uid');
  });
});

describe('PATCH /api/users/{uid}', () => {
  it('saves the student’s own name, phone, bio and social links', async () => {
    const user = await t.createUser();
    const before = await userRow(user.id);
    const agent = await t.loginAs(user);
    const res = await agent
      .patch(`/api/users/${user.id}`)
      .send({
        fullName: '  Ravi Kumar ',
        phone: '+91 98765 43210',
        bio: 'Third-year mechanical.',
        socialLinks: { instagram: 'https://instagram.com/ravi', github: 'https://github.com/ravi' },
      })
      .expect(200);
    expect(res.body).toMatchObject({
      uid: user.id,
      fullName: 'Ravi Kumar',
      phone: '+91 98765 43210',
      bio: 'Third-year mechanical.',
      socialLinks: { instagram: 'https://instagram.com/ravi', github: 'https://github.com/ravi' },
      email: user.email,
    });

    const row = await userRow(user.id);
    expect(row).toMatchObject({
      fullName: 'Ravi Kumar',
      phone: '+91 98765 43210',
      bio: 'Third-year mechanical.',
      socialLinks: { instagram: 'https://instagram.com/ravi', github: 'https://github.com/ravi' },
    });
    expect(row.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(res.body.updatedAt).toBe(row.updatedAt.toISOString());
  });

  it('clears a social link sent as an empty string', async () => {
    const user = await t.createUser();
    const agent = await t.loginAs(user);
    await agent
      .patch(`/api/users/${user.id}`)
      .send({ socialLinks: { instagram: 'https://instagram.com/me', website: 'https://me.example' } })
      .expect(200);
    const res = await agent
      .patch(`/api/users/${user.id}`)
      .send({ socialLinks: { instagram: '', website: 'https://me.example' } })
      .expect(200);
    expect(res.body.socialLinks).toEqual({ website: 'https://me.example' });
    expect((await userRow(user.id)).socialLinks).toEqual({ website: 'https://me.example' });
  });

  it("refuses to edit another student's profile, even for an admin", async () => {
    const owner = await t.createUser({ fullName: 'Untouched' });
    for (const viewer of [await t.createUser(), await t.createUser({ isAdmin: true })]) {
      const agent = await t.loginAs(viewer);
      const res = await agent.patch(`/api/users/${owner.id}`).send({ fullName: 'Hacked' }).expect(403);
      expect(res.body.detail).toBe('You can only edit your own profile.');
    }
    expect((await userRow(owner.id)).fullName).toBe('Untouched');
  });

  it('needs a session', async () => {
    const owner = await t.createUser({ fullName: 'Untouched' });
    const res = await t.request().patch(`/api/users/${owner.id}`).send({ fullName: 'Anon' }).expect(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ status: 401, detail: 'Please log in to continue.' });
    expect((await userRow(owner.id)).fullName).toBe('Untouched');
  });

  it("refuses a full name of only spaces with 'Full name is required.' at the field, keeping the old name", async () => {
    const user = await t.createUser({ fullName: 'Kept Name' });
    const agent = await t.loginAs(user);
    for (const fullName of ['   ', '\u00a0\t', '']) {
      const res = await agent.patch(`/api/users/${user.id}`).send({ fullName, bio: 'Changed' }).expect(400);
      expect(res.body.detail).toBe('Full name is required.');
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path: '/body/fullName', message: 'Full name is required.' }));
    }
    expect(await userRow(user.id)).toMatchObject({ fullName: 'Kept Name', bio: '' });
  });

  it('rejects fields that are not editable here', async () => {
    const user = await t.createUser({ fullName: 'Plain' });
    const agent = await t.loginAs(user);
    for (const body of [{ isAdmin: true }, { email: 'other@campus.edu' }, { fullName: 'New', isAdmin: true }]) {
      const res = await agent.patch(`/api/users/${user.id}`).send(body).expect(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    const row = await userRow(user.id);
    expect(row).toMatchObject({ fullName: 'Plain', email: user.email, isAdmin: false });
  });

  it('rejects a bad phone, a bad social link, a bio over 500 characters and an empty body', async () => {
    const user = await t.createUser({ fullName: 'Plain' });
    const agent = await t.loginAs(user);
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: 'call me maybe' }, '/body/phone'],
      [{ socialLinks: { instagram: 'instagram.com/me' } }, '/body/socialLinks/instagram'],
      [{ socialLinks: { myspace: 'https://myspace.com/me' } }, '/body/socialLinks/myspace'],
      [{ bio: 'x'.repeat(501) }, '/body/bio'],
      [{ fullName: '' }, '/body/fullName'],
    ];
    for (const [body, path] of cases) {
      const res = await agent.patch(`/api/users/${user.id}`).send(body).expect(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    await agent.patch(`/api/users/${user.id}`).send({}).expect(400);
    // 500 characters exactly is fine.
    await agent.patch(`/api/users/${user.id}`).send({ bio: 'y'.repeat(500) }).expect(200);

    const row = await userRow(user.id);
    expect(row).toMatchObject({ fullName: 'Plain', phone: '', socialLinks: {}, bio: 'y'.repeat(500) });
  });
});
