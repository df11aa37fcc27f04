// A Razorpay that hangs: each call gives up at its deadline instead of waiting forever (the SDK
// sets none), so a request, a refund's row lock and a pooled connection are not held with it.
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { razorpayGateway } from '../../src/modules/payments/razorpay.gateway.js';
import { stubNetworkEdge } from '../support/network-edge.js';

const RAZORPAY = 'https://api.razorpay.com';
stubNetworkEdge(/127\.0\.0\.1|localhost/);

describe('Razorpay calls', () => {
  it('fail at their deadline when the gateway does not answer', async () => {
    const gateway = razorpayGateway('rzp_test_key', 'secret', 300);
    nock(RAZORPAY).post('/v1/payments/pay_hanging/refund').delay(5_000).reply(200, { id: 'rfnd_late', status: 'processed' });
    nock(RAZORPAY).get('/v1/payments/pay_hanging/refunds').delay(5_000).reply(200, { items: [] });
    nock(RAZORPAY).post('/v1/orders').delay(5_000).reply(200, { id: 'order_late' });
    const started = Date.now();
    await expect(gateway.refund('pay_hanging', 9000)).rejects.toThrow();
    await expect(gateway.createOrder({ amount: 9000, currency: 'INR', receipt: 'r', notes: {} })).rejects.toThrow();
    // Two deadlines for the refund (its call, then the look for an earlier one), one for the order.
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
