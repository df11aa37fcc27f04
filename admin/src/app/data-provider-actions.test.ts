// The panels' own provider methods (bulk user actions, recruitment workflow, moderation actions) and
// what every method does with a failed call: the problem+json reaches the screen as an ApiError.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/errors';
import type { ModerationDataProvider } from '../features/moderation/moderation-data-provider';
import type { RecruitmentDataProvider } from '../features/recruitment/recruitment-data-provider';
import type { UsersDataProvider } from '../features/users/users-data-provider';
import { json, noContent, page, problem, stubFetch } from '../test/fetch-stub';
import { dataProvider } from './data-provider';

const users = dataProvider as UsersDataProvider;
const recruitment = dataProvider as RecruitmentDataProvider;
const moderation = dataProvider as ModerationDataProvider;
const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' as const } };

describe('users: the bulk actions', () => {
  it('deletes a selection of 150 in two calls of at most 100 ids', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => `u-${i}`);
    const sent = stubFetch(json({ deleted: 100 }), json({ deleted: 50 }));
    const result = await users.deleteMany('users', { ids });
    expect(sent.map((r) => [r.method, r.path, (r.body as { ids: string[] }).ids.length])).toEqual([
      ['POST', '/api/admin/users/bulk-delete', 100],
      ['POST', '/api/admin/users/bulk-delete', 50],
    ]);
    expect(result.data).toEqual(ids);
  });

  it('an empty selection sends nothing', async () => {
    const sent = stubFetch();
    expect(await users.deleteMany('users', { ids: [] })).toEqual({ data: [] });
    expect(await users.bulkToggleAdmin('users', { ids: [] })).toEqual({ data: [] });
    expect(sent).toEqual([]);
  });

  it('toggles admin for the selection and answers the users as the server changed them', async () => {
    const sent = stubFetch(json({ items: [{ id: 'u-1', isAdmin: true }, { id: 'u-2', isAdmin: false }] }));
    const result = await users.bulkToggleAdmin('users', { ids: ['u-1', 'u-2'] });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/admin/users/bulk-toggle-admin', body: { ids: ['u-1', 'u-2'] } });
    expect(result.data).toEqual([{ id: 'u-1', isAdmin: true }, { id: 'u-2', isAdmin: false }]);
  });

  it('changes the plan one user a call for 30 days, and reports who was refused', async () => {
    const sent = stubFetch(json({ success: true }), problem(404, 'Not Found', 'User not found'), json({ success: true }));
    const { data } = await users.bulkChangePlan('users', { ids: ['u-1', 'u-2', 'u-3'], planSlug: 'pro' });
    expect(sent.map((r) => r.body)).toEqual([
      { userId: 'u-1', planSlug: 'pro', duration: 30 },
      { userId: 'u-2', planSlug: 'pro', duration: 30 },
      { userId: 'u-3', planSlug: 'pro', duration: 30 },
    ]);
    expect(sent.every((r) => r.method === 'POST' && r.path === '/api/admin-subscription/change-plan')).toBe(true);
    expect(data.changed).toEqual(['u-1', 'u-3']);
    expect(data.failed.map((f) => f.id)).toEqual(['u-2']);
    expect(data.failed[0]?.error).toBeInstanceOf(ApiError);
  });

  it('update changes isAdmin only: any other field is refused before a request', async () => {
    const sent = stubFetch(json({ id: 'u-1', isAdmin: true }));
    await expect(users.update('users', { id: 'u-1', data: { isAdmin: true, email: 'x@y.z' }, previousData: { id: 'u-1' } })).rejects.toThrow('only changes isAdmin');
    expect(sent).toEqual([]);
    await users.update('users', { id: 'u-1', data: { isAdmin: true }, previousData: { id: 'u-1' } });
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: '/api/admin/users/u-1', body: { isAdmin: true } });
  });
});

describe('recruitment and moderation', () => {
  it('lists applications of a known status only, keyed by their _id', async () => {
    const sent = stubFetch(json({ applications: [{ _id: 'a-1' }], total: 1 }), json({ applications: [], total: 0 }));
    const result = await recruitment.getList('recruitment', { ...list, filter: { status: 'shortlisted' } });
    await recruitment.getList('recruitment', { ...list, filter: { status: 'all' } });
    expect(sent.map((r) => [r.path, r.query])).toEqual([
      ['/api/recruitment/applications', { status: ['shortlisted'], page: ['1'], pageSize: ['25'] }],
      ['/api/recruitment/applications', { page: ['1'], pageSize: ['25'] }],
    ]);
    expect(result).toEqual({ data: [{ _id: 'a-1', id: 'a-1' }], total: 1 });
  });

  it('moves an application along with its notes', async () => {
    const sent = stubFetch(json({ application: { _id: 'a-1', status: 'interview_scheduled' } }));
    const { data } = await recruitment.changeStatus('recruitment', { id: 'a-1', status: 'interview_scheduled', interviewNotes: 'Strong' });
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: '/api/recruitment/applications/a-1/status', body: { status: 'interview_scheduled', interviewNotes: 'Strong' } });
    expect(data).toMatchObject({ id: 'a-1', status: 'interview_scheduled' });
  });

  it('lists open reports when no status is chosen, and posts the actions with trimmed texts', async () => {
    const sent = stubFetch(page([{ _id: 'rep-1' }]), json({ report: {} }), json({ report: {} }), json({ report: {} }));
    const reports = await moderation.getList('moderation', { ...list, filter: { itemType: 'listing' } });
    await moderation.dismissReport('moderation', { id: 'rep-1', note: '  ' });
    await moderation.hideListing('moderation', { id: 'rep-1', reason: ' spam ' });
    await moderation.suspendUser('moderation', { id: 'rep-1', reason: 'abuse', days: 7 });
    expect(sent.map((r) => [r.method, r.path, r.method === 'GET' ? r.query : r.body])).toEqual([
      ['GET', '/api/admin/moderation/reports', { page: ['1'], pageSize: ['25'], status: ['open'], itemType: ['listing'] }],
      ['POST', '/api/admin/moderation/reports/rep-1/dismiss', {}],
      ['POST', '/api/admin/moderation/reports/rep-1/hide-listing', { reason: 'spam' }],
      ['POST', '/api/admin/moderation/reports/rep-1/suspend-user', { reason: 'abuse', days: 7 }],
    ]);
    expect(reports.data).toEqual([{ _id: 'rep-1', id: 'rep-1' }]);
  });

  it('lifts a suspension and keys the answer by its _id', async () => {
    const sent = stubFetch(json({ _id: 's-1', active: false }));
    expect(await moderation.liftSuspension('moderation-suspensions', { id: 's-1' })).toEqual({ _id: 's-1', id: 's-1', active: false });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/admin/moderation/suspensions/s-1/lift' });
  });
});

describe('failures', () => {
  it('a problem+json answer becomes an ApiError with its status, detail and field errors', async () => {
    stubFetch(problem(422, 'Unprocessable Entity', 'Title is too long', [{ path: '/title', message: 'at most 100 characters' }]));
    const failure = await dataProvider.create('ads', { data: { title: 'x'.repeat(200) } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: 'Title is too long' });
    expect((failure as ApiError).problem.errors).toEqual([{ path: '/title', message: 'at most 100 characters' }]);
  });

  it('a 401 reaches react-admin as an ApiError of status 401 (its checkError sends the admin to log in)', async () => {
    stubFetch(problem(401, 'Unauthorized'));
    await expect(dataProvider.getList('orders', { ...list, filter: {} })).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
  });

  it('an error that is not JSON still becomes an ApiError, named by the status text', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/html' } }));
    const failure = await dataProvider.delete('orders', { id: 'o-1', previousData: { id: 'o-1' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('a method the API has no call for is refused without a request, as is an unknown resource', async () => {
    const sent = stubFetch(noContent());
    await expect(dataProvider.getOne('orders', { id: 'o-1' })).rejects.toThrow('dataProvider.getOne is not supported for "orders"');
    expect(() => dataProvider.getList('nonsense', { ...list, filter: {} })).toThrow('Unknown resource "nonsense"');
    expect(sent).toEqual([]);
  });
});
