// The Orders panel's provider and the number it shows: the ORD- number the customer's e-mails carry,
// searched as the admin types it (the server matches any part of it, any letter case).
import { describe, expect, it } from 'vitest';
import type { GetListParams } from 'react-admin';
import type { Order } from '@thriftz/client/generated/model';
import { page, stubFetch } from '../../test/fetch-stub';
import { ordersDataProvider, type OrderRecord } from './orders-data-provider';

const list = (filter: Record<string, unknown>): GetListParams => ({ filter, pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' } });

const ORDER = { _id: '38f6e53c-1111-4222-8333-4444514cc0f2', orderId: 'ORD-20261126-000011', status: 'pending' } as Order;

describe('the Orders panel’s order number', () => {
  it.each(['ORD-20261126-000011', 'ord-20261126-000011', '20261126-000011', '000011'])(
    'asks the API for the number a customer quotes (%s) as typed, trimmed',
    async (quoted) => {
      const sent = stubFetch(page([ORDER]));
      await ordersDataProvider.getList('orders', list({ q: `  ${quoted} `, status: 'all' }));
      expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/admin/orders' });
      expect(sent[0]?.query.q).toEqual([quoted]);
    },
  );

  it('keeps the API’s ORD- number on each record and shows that, never a piece of the id', async () => {
    stubFetch(page([ORDER]));
    const { data } = await ordersDataProvider.getList('orders', list({}));
    const record = data[0] as OrderRecord;
    expect(record).toMatchObject({ id: ORDER._id, orderId: 'ORD-20261126-000011' });
  });
});
