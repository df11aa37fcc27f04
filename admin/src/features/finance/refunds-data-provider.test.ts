// The Finance panel's Refunds tab: what it asks the API for, and how each refund reads.
import { describe, expect, it } from 'vitest';
import type { GetListParams } from 'react-admin';
import type { AdminRefund } from '@thriftz/client/generated/model';
import { page, stubFetch } from '../../test/fetch-stub';
import { REFUND_REASON_LABELS, refundStatusText, refundSubject } from './refund-labels';
import { refundsDataProvider, REFUNDS_RESOURCE, toRefundFilterParams } from './refunds-data-provider';

const list = (filter: Record<string, unknown>, pagination = { page: 1, perPage: 25 }): GetListParams => ({ filter, pagination, sort: { field: 'id', order: 'DESC' } });

const REFUND: AdminRefund = {
  id: '7a1c2d3e-1111-4222-8333-444444444444',
  amount: 900,
  reason: 'order_cancelled',
  status: 'failed_retrying',
  attempts: 3,
  lastError: 'Gateway timeout',
  createdAt: '2026-11-27T10:00:00.000Z',
  processedAt: null,
  purchase: { id: '8b1c2d3e-1111-4222-8333-444444444444', description: 'Order ORD-20261127-000042' },
  buyer: { _id: '9c1c2d3e-1111-4222-8333-444444444444', fullName: 'Priya Sharma', email: 'student@campus.edu' },
  orderNumber: 'ORD-20261127-000042',
};

describe('the Refunds tab’s provider', () => {
  it('asks GET /api/admin/refunds for the page and the chosen status, and keeps each refund as its record', async () => {
    const sent = stubFetch(page([REFUND], 51));
    const { data, total } = await refundsDataProvider.getList(REFUNDS_RESOURCE, list({ status: 'failed_retrying' }, { page: 3, perPage: 25 }));
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/admin/refunds', query: { status: ['failed_retrying'], page: ['3'], pageSize: ['25'] } });
    expect(total).toBe(51);
    expect(data).toEqual([REFUND]);
  });

  it('asks for every refund when no known status is chosen', async () => {
    const sent = stubFetch(page([]));
    await refundsDataProvider.getList(REFUNDS_RESOURCE, list({ status: 'refunded' }));
    expect(sent[0]?.query.status).toBeUndefined();
    expect(toRefundFilterParams({ status: '' })).toEqual({});
    expect(toRefundFilterParams(undefined)).toEqual({});
    expect(toRefundFilterParams({ status: 'processed' })).toEqual({ status: 'processed' });
  });
});

describe('a refund in words', () => {
  it('reads its status, with the attempts while the gateway refuses it', () => {
    expect(refundStatusText({ status: 'processed', attempts: 1 })).toBe('Processed');
    expect(refundStatusText({ status: 'pending', attempts: 0 })).toBe('Pending');
    expect(refundStatusText({ status: 'failed_retrying', attempts: 1 })).toBe('Retrying (1 attempt)');
    expect(refundStatusText({ status: 'failed_retrying', attempts: 3 })).toBe('Retrying (3 attempts)');
  });

  it('names what it returned: the order number of a store order, else the purchase', () => {
    expect(refundSubject(REFUND)).toBe('ORD-20261127-000042');
    expect(refundSubject({ orderNumber: null, purchase: { id: REFUND.purchase.id, description: 'Extra listing' } })).toBe('Extra listing');
    expect(REFUND_REASON_LABELS[REFUND.reason]).toBe('Order cancelled');
  });
});
