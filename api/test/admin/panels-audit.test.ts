// Every change the Roommate Finder, Product Requests, Contact Forms and Ads panels make is in the
// audit log, written with the change; a refused or failed call writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { insertRequest, scratchDataDir } from '../requests/fixtures.js';
import { insertRoommatePost } from '../roommates/fixtures.js';

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;
let t: TestApp;
let admin: TestUser;
let adminAgent: Agent;
let student: Agent;
let poster: TestUser;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: scratchDataDir() });
  admin = await t.createUser({ isAdmin: true, fullName: 'Audit Admin' });
  adminAgent = await t.loginAs(admin);
  student = await t.loginAs(await t.createUser());
  poster = await t.createUser({ fullName: 'Riya Poster' });
});
afterAll(() => t.close());

/** The audit entries about one target, oldest first. */
const auditOf = (targetId: string) =>
  t.db('auditLog').where({ targetId }).orderBy('createdAt').select('actorKind', 'actorUserId', 'actorName', 'action', 'targetType', 'summary');

const byAdmin = (entry: { action: string; targetType: string; summary: string }) => ({
  actorKind: 'admin',
  actorUserId: admin.id,
  actorName: 'Audit Admin',
  ...entry,
});

describe('roommate listings', () => {
  it('logs a deactivation, an activation and a delete, each with its title and poster', async () => {
    const post = await insertRoommatePost(t.db, poster.id, { title: 'Room near Gate 2' });
    await adminAgent.patch(`/api/roommate-finder/listings/${post.id}/status`).send({ isActive: false }).expect(200);
    await adminAgent.patch(`/api/roommate-finder/listings/${post.id}/status`).send({ isActive: true }).expect(200);
    await adminAgent.delete(`/api/roommate-finder/listings/${post.id}`).expect(204);
    const type = 'roommate-listing';
    expect(await auditOf(post.id)).toEqual([
      byAdmin({ action: 'roommate-listing.deactivate', targetType: type, summary: 'Deactivated the roommate listing "Room near Gate 2" by Riya Poster' }),
      byAdmin({ action: 'roommate-listing.activate', targetType: type, summary: 'Activated the roommate listing "Room near Gate 2" by Riya Poster' }),
      byAdmin({ action: 'roommate-listing.delete', targetType: type, summary: 'Deleted the roommate listing "Room near Gate 2" by Riya Poster' }),
    ]);
  });

  it('logs nothing for a student, an unknown id or a bad body', async () => {
    const post = await insertRoommatePost(t.db, poster.id);
    await student.patch(`/api/roommate-finder/listings/${post.id}/status`).send({ isActive: false }).expect(403);
    await student.delete(`/api/roommate-finder/listings/${post.id}`).expect(403);
    await adminAgent.patch(`/api/roommate-finder/listings/${post.id}/status`).send({ isActive: 'no' }).expect(400);
    const unknown = randomUUID();
    await adminAgent.patch(`/api/roommate-finder/listings/${unknown}/status`).send({ isActive: false }).expect(404);
    await adminAgent.delete(`/api/roommate-finder/listings/${unknown}`).expect(404);
    expect(await auditOf(post.id)).toEqual([]);
    expect(await auditOf(unknown)).toEqual([]);
    expect(await t.db('roommatePosts').where({ id: post.id }).first()).toMatchObject({ isActive: true });
  });
});

describe('product requests', () => {
  it('logs a deactivation, an activation and a delete, naming the real requester', async () => {
    const request = await insertRequest(t.db, poster.id, { title: 'Lab coat, size M', isAnonymous: true, anonymousName: 'Night Owl' });
    await adminAgent.patch(`/api/request-product/requests/${request.id}/status`).send({ isActive: false }).expect(200);
    await adminAgent.patch(`/api/request-product/requests/${request.id}/status`).send({ isActive: true }).expect(200);
    await adminAgent.delete(`/api/request-product/requests/${request.id}`).expect(204);
    const type = 'product-request';
    expect(await auditOf(request.id)).toEqual([
      byAdmin({ action: 'product-request.deactivate', targetType: type, summary: 'Deactivated the product request "Lab coat, size M" by Riya Poster' }),
      byAdmin({ action: 'product-request.activate', targetType: type, summary: 'Activated the product request "Lab coat, size M" by Riya Poster' }),
      byAdmin({ action: 'product-request.delete', targetType: type, summary: 'Deleted the product request "Lab coat, size M" by Riya Poster' }),
    ]);
  });

  it('logs nothing for a student or an unknown id', async () => {
    const request = await insertRequest(t.db, poster.id);
    await student.patch(`/api/request-product/requests/${request.id}/status`).send({ isActive: false }).expect(403);
    await student.delete(`/api/request-product/requests/${request.id}`).expect(403);
    const unknown = randomUUID();
    await adminAgent.patch(`/api/request-product/requests/${unknown}/status`).send({ isActive: false }).expect(404);
    await adminAgent.delete(`/api/request-product/requests/${unknown}`).expect(404);
    expect(await auditOf(request.id)).toEqual([]);
    expect(await auditOf(unknown)).toEqual([]);
  });

  it('filters by category (the panel offers textbooks, electronics and furniture)', async () => {
    const token = randomUUID().slice(0, 8);
    const book = await insertRequest(t.db, poster.id, { title: `Calculus book ${token}`, category: 'textbooks' });
    const desk = await insertRequest(t.db, poster.id, { title: `Study desk ${token}`, category: 'furniture' });
    const ids = async (category: string) =>
      (await adminAgent.get('/api/request-product/requests').query({ q: token, category }).expect(200)).body.items.map((i: { _id: string }) => i._id);
    expect(await ids('textbooks')).toEqual([book.id]);
    expect(await ids('furniture')).toEqual([desk.id]);
    expect(await ids('electronics')).toEqual([]);
    const bad = await adminAgent.get('/api/request-product/requests').query({ category: 'spaceships' }).expect(400);
    expect(bad.body.status).toBe(400);
  });
});

describe('contact submissions', () => {
  it('logs a status change with who wrote in, what about and whether notes changed', async () => {
    const [row] = await t
      .db('contactSubmissions')
      .insert({ name: 'Kabir', email: 'kabir@mail.com', subject: 'Refund', message: 'Where is my refund?' })
      .returning('id');
    const id = row.id as string;
    await adminAgent.patch(`/api/contact/submissions/${id}/status`).send({ status: 'in_progress' }).expect(200);
    await adminAgent.patch(`/api/contact/submissions/${id}/status`).send({ status: 'replied', adminNotes: 'Refund sent' }).expect(200);
    expect(await auditOf(id)).toEqual([
      byAdmin({ action: 'contact-submission.status', targetType: 'contact-submission', summary: 'Set the message from Kabir ("Refund") to in progress' }),
      byAdmin({ action: 'contact-submission.status', targetType: 'contact-submission', summary: 'Set the message from Kabir ("Refund") to replied (notes updated)' }),
    ]);
  });

  it('logs nothing for a student, an unknown id or a bad status', async () => {
    const [row] = await t.db('contactSubmissions').insert({ name: 'Meera', email: 'meera@mail.com', subject: '', message: 'Hi' }).returning('id');
    const id = row.id as string;
    await student.patch(`/api/contact/submissions/${id}/status`).send({ status: 'closed' }).expect(403);
    await adminAgent.patch(`/api/contact/submissions/${id}/status`).send({ status: 'archived' }).expect(400);
    const unknown = randomUUID();
    await adminAgent.patch(`/api/contact/submissions/${unknown}/status`).send({ status: 'closed' }).expect(404);
    expect(await auditOf(id)).toEqual([]);
    expect(await auditOf(unknown)).toEqual([]);
    expect(await t.db('contactSubmissions').where({ id }).first()).toMatchObject({ status: 'new' });
  });
});

describe('ads', () => {
  it('logs a create, an edit, a deactivation, an activation and a delete', async () => {
    const created = await adminAgent
      .post('/api/ads/content')
      .send({ title: 'Exam week sale', type: 'banner', position: 'sidebar' })
      .expect(201);
    const id = created.body._id as string;
    await adminAgent.patch(`/api/ads/content/${id}`).send({ title: 'Exam week mega sale' }).expect(200);
    await adminAgent.patch(`/api/ads/content/${id}/status`).send({ isActive: false }).expect(200);
    await adminAgent.patch(`/api/ads/content/${id}/status`).send({ isActive: true }).expect(200);
    await adminAgent.delete(`/api/ads/content/${id}`).expect(204);
    expect(await auditOf(id)).toEqual([
      byAdmin({ action: 'ad.create', targetType: 'ad', summary: 'Created the sidebar ad "Exam week sale"' }),
      byAdmin({ action: 'ad.edit', targetType: 'ad', summary: 'Edited the sidebar ad "Exam week mega sale"' }),
      byAdmin({ action: 'ad.deactivate', targetType: 'ad', summary: 'Deactivated the sidebar ad "Exam week mega sale"' }),
      byAdmin({ action: 'ad.activate', targetType: 'ad', summary: 'Activated the sidebar ad "Exam week mega sale"' }),
      byAdmin({ action: 'ad.delete', targetType: 'ad', summary: 'Deleted the sidebar ad "Exam week mega sale"' }),
    ]);
  });

  it('logs nothing for a refused create or edit, a student or an unknown id', async () => {
    const before = await t.db('auditLog').where('action', 'like', 'ad.%').count({ n: '*' });
    await adminAgent.post('/api/ads/content').send({ title: '  ', type: 'banner', position: 'sidebar' }).expect(400);
    await adminAgent.post('/api/ads/content').send({ title: 'X', type: 'banner', position: 'nowhere' }).expect(400);
    await student.post('/api/ads/content').send({ title: 'X', type: 'banner', position: 'sidebar' }).expect(403);
    const unknown = randomUUID();
    await adminAgent.patch(`/api/ads/content/${unknown}`).send({ title: 'Y' }).expect(404);
    await adminAgent.patch(`/api/ads/content/${unknown}/status`).send({ isActive: true }).expect(404);
    await adminAgent.delete(`/api/ads/content/${unknown}`).expect(404);
    const after = await t.db('auditLog').where('action', 'like', 'ad.%').count({ n: '*' });
    expect(after).toEqual(before);
  });
});
