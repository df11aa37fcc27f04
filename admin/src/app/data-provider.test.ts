// What each panel's data provider sends to the API for react-admin's list, update and delete, and what
// it hands back to react-admin: fetch is stubbed at the edge, so the generated client runs for real.
import { describe, expect, it } from 'vitest';
import type { GetListParams } from 'react-admin';
import { json, noContent, page, stubFetch } from '../test/fetch-stub';
import { dataProvider } from './data-provider';

const list = (filter: Record<string, unknown> = {}, pagination = { page: 1, perPage: 25 }): GetListParams => ({
  filter,
  pagination,
  sort: { field: 'id', order: 'DESC' },
});

describe('getList: the filter and page the API is asked for', () => {
  it.each([
    {
      resource: 'product-requests',
      filter: { q: '  calculator  ', status: 'active', requestType: 'rent', category: 'textbooks' },
      path: '/api/request-product/requests',
      query: { page: ['2'], pageSize: ['50'], q: ['calculator'], status: ['active'], requestType: ['rent'], category: ['textbooks'] },
    },
    {
      resource: 'roommate-listings',
      filter: { status: 'inactive', accommodationType: 'pg' },
      path: '/api/roommate-finder/listings',
      query: { page: ['2'], pageSize: ['50'], status: ['inactive'], accommodationType: ['pg'] },
    },
    {
      resource: 'contact',
      filter: { q: 'refund', status: 'in_progress', priority: 'urgent' },
      path: '/api/contact/submissions',
      query: { page: ['2'], pageSize: ['50'], q: ['refund'], status: ['in_progress'], priority: ['urgent'] },
    },
    { resource: 'ads', filter: { status: 'active', position: 'sidebar' }, path: '/api/ads/content', query: { page: ['2'], pageSize: ['50'], status: ['active'], position: ['sidebar'] } },
    { resource: 'orders', filter: { q: 'riya', status: 'shipped' }, path: '/api/admin/orders', query: { page: ['2'], pageSize: ['50'], q: ['riya'], status: ['shipped'] } },
    { resource: 'mini-stores', filter: { q: 'books' }, path: '/api/admin/stores', query: { page: ['2'], pageSize: ['50'], q: ['books'] } },
    {
      resource: 'store-products',
      filter: { q: 'pen', storeId: 'store-1' },
      path: '/api/admin/store-products',
      query: { page: ['2'], pageSize: ['50'], q: ['pen'], storeId: ['store-1'] },
    },
    { resource: 'finance', filter: { type: 'expense', category: 'marketing' }, path: '/api/admin/finance/transactions', query: { type: ['expense'], category: ['marketing'], page: ['2'], pageSize: ['50'] } },
    { resource: 'products', filter: { q: 'desk', status: 'unavailable' }, path: '/api/admin/listings', query: { page: ['2'], pageSize: ['50'], q: ['desk'], status: ['unavailable'] } },
    { resource: 'users', filter: { q: 'asha', role: 'admins' }, path: '/api/admin/users', query: { page: ['2'], pageSize: ['50'], q: ['asha'], role: ['admins'] } },
  ])('$resource: GET $path with the page and the known filters', async ({ resource, filter, path, query }) => {
    const sent = stubFetch(page([]));
    await dataProvider.getList(resource, list(filter, { page: 2, perPage: 50 }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', path, credentials: 'same-origin' });
    expect(sent[0]?.query).toEqual(query);
  });

  it.each([
    { resource: 'product-requests', filter: { q: '   ', status: 'all', requestType: 'swap', category: 'spaceships' } },
    { resource: 'orders', filter: { status: 'all', q: 42 } },
    { resource: 'ads', filter: { status: 'paused' } },
    { resource: 'products', filter: { status: 'all' } },
    { resource: 'users', filter: { role: 'all' } },
  ])('$resource: blank search and values outside the filter lists are left out', async ({ resource, filter }) => {
    const sent = stubFetch(page([]));
    await dataProvider.getList(resource, list(filter));
    const { page: p, pageSize, status, ...rest } = sent[0]?.query ?? {};
    expect({ page: p, pageSize }).toEqual({ page: ['1'], pageSize: ['25'] });
    // The documented 'all' of the posts panels is a real value of their status filter.
    expect(status === undefined || status[0] === 'all').toBe(true);
    expect(rest).toEqual({});
  });

  it('asks for at most 100 rows a page and at least page 1', async () => {
    const sent = stubFetch(page([]));
    await dataProvider.getList('contact', list({}, { page: 0, perPage: 500 }));
    expect(sent[0]?.query).toEqual({ page: ['1'], pageSize: ['100'] });
  });

  it('keys the documented calls\' _id records by id, and passes the total on', async () => {
    stubFetch(page([{ _id: 'req-1', title: 'Lab coat' }, { _id: 'req-2', title: 'Cycle' }], 42));
    const result = await dataProvider.getList('product-requests', list());
    expect(result.total).toBe(42);
    expect(result.data).toEqual([
      { _id: 'req-1', id: 'req-1', title: 'Lab coat' },
      { _id: 'req-2', id: 'req-2', title: 'Cycle' },
    ]);
  });

  it('leaves records that already carry an id as the API sent them', async () => {
    stubFetch(page([{ id: 'store-9', name: 'Campus Books' }], 1));
    const result = await dataProvider.getList('mini-stores', list());
    expect(result).toEqual({ data: [{ id: 'store-9', name: 'Campus Books' }], total: 1 });
  });

  it('passes react-admin\'s abort signal to fetch', async () => {
    stubFetch(page([]));
    const controller = new AbortController();
    await dataProvider.getList('orders', { ...list(), signal: controller.signal });
    const init = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]?.[1];
    expect(init?.signal).toBe(controller.signal);
  });
});

describe('update and delete: the call each change becomes', () => {
  it.each([
    { resource: 'product-requests', id: 'req-1', path: '/api/request-product/requests/req-1/status' },
    { resource: 'roommate-listings', id: 'room-1', path: '/api/roommate-finder/listings/room-1/status' },
    { resource: 'ads', id: 'ad-1', path: '/api/ads/content/ad-1/status' },
  ])('$resource: (de)activating is PATCH $path with { isActive }', async ({ resource, id, path }) => {
    const sent = stubFetch(json({ _id: id, isActive: false }));
    const result = await dataProvider.update(resource, { id, data: { isActive: false }, previousData: { id, isActive: true } });
    expect(sent).toEqual([expect.objectContaining({ method: 'PATCH', path, body: { isActive: false } })]);
    expect(result.data).toEqual({ _id: id, id, isActive: false });
  });

  it('store products: PATCH with { isActive }, the answer kept as it is', async () => {
    const sent = stubFetch(json({ id: 'p-1', isActive: true, title: 'Pen' }));
    const result = await dataProvider.update('store-products', { id: 'p-1', data: { isActive: true }, previousData: { id: 'p-1' } });
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: '/api/admin/store-products/p-1', body: { isActive: true } });
    expect(result.data).toEqual({ id: 'p-1', isActive: true, title: 'Pen' });
  });

  it('refuses an update of anything but isActive before any request', async () => {
    const sent = stubFetch();
    await expect(dataProvider.update('roommate-listings', { id: 'r', data: { title: 'New' }, previousData: { id: 'r' } })).rejects.toThrow(
      'only changes isActive',
    );
    expect(sent).toEqual([]);
  });

  it('ads: an edit of several fields is PATCH /api/ads/content/{id} with the form fields only', async () => {
    const sent = stubFetch(json({ _id: 'ad-1', title: 'Sale' }));
    await dataProvider.update('ads', {
      id: 'ad-1',
      data: { id: 'ad-1', _id: 'ad-1', title: 'Sale', isActive: true, createdAt: '2026-01-01T00:00:00Z' },
      previousData: { id: 'ad-1' },
    });
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: '/api/ads/content/ad-1', body: { title: 'Sale', isActive: true } });
  });

  it('ads: create is POST /api/ads/content, the new ad keyed by its _id', async () => {
    const sent = stubFetch(json({ _id: 'ad-7', title: 'Fresher offer' }, 201));
    const result = await dataProvider.create('ads', { data: { title: 'Fresher offer', type: 'banner', position: 'sidebar', id: 'x' } });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/ads/content', body: { title: 'Fresher offer', type: 'banner', position: 'sidebar' } });
    expect(result.data).toEqual({ _id: 'ad-7', id: 'ad-7', title: 'Fresher offer' });
  });

  it('contact: a status change is PATCH .../status with the status and the notes', async () => {
    const sent = stubFetch(json({ _id: 'c-1', status: 'replied', adminNotes: 'Called back' }));
    await dataProvider.update('contact', { id: 'c-1', data: { status: 'replied', adminNotes: 'Called back' }, previousData: { id: 'c-1' } });
    expect(sent[0]).toMatchObject({ method: 'PATCH', path: '/api/contact/submissions/c-1/status', body: { status: 'replied', adminNotes: 'Called back' } });
  });

  it('orders: cancelling sends the reason, any other status does not', async () => {
    const sent = stubFetch(json({ order: { _id: 'o-1', status: 'cancelled' } }), json({ order: { _id: 'o-1', status: 'shipped' } }));
    const cancelled = await dataProvider.update('orders', { id: 'o-1', data: { status: 'cancelled', cancellationReason: 'Out of stock' }, previousData: { id: 'o-1' } });
    await dataProvider.update('orders', { id: 'o-1', data: { status: 'shipped', cancellationReason: 'stale' }, previousData: { id: 'o-1' } });
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', '/api/admin/orders/o-1', { status: 'cancelled', cancellationReason: 'Out of stock' }],
      ['PATCH', '/api/admin/orders/o-1', { status: 'shipped' }],
    ]);
    expect(cancelled.data).toEqual({ _id: 'o-1', id: 'o-1', status: 'cancelled' });
  });

  it.each([
    { resource: 'product-requests', path: '/api/request-product/requests/x-1' },
    { resource: 'roommate-listings', path: '/api/roommate-finder/listings/x-1' },
    { resource: 'ads', path: '/api/ads/content/x-1' },
    { resource: 'orders', path: '/api/admin/orders/x-1' },
    { resource: 'mini-stores', path: '/api/admin/stores/x-1' },
    { resource: 'users', path: '/api/admin/users/x-1' },
  ])('$resource: delete is DELETE $path, and react-admin keeps the record it had', async ({ resource, path }) => {
    const sent = stubFetch(noContent());
    const previousData = { id: 'x-1', title: 'Old' };
    const result = await dataProvider.delete(resource, { id: 'x-1', previousData });
    expect(sent).toEqual([expect.objectContaining({ method: 'DELETE', path, body: undefined })]);
    expect(result.data).toBe(previousData);
  });
});
