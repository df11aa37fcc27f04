/**
 * The contract fuzz (../fuzz) on the orders' operations with callers the shared run has not: a
 * student with a profile and orders, and a store's portal session. No malformed input gets a 5xx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatFailures, fuzzContract, supertestSender, type FuzzReport } from '../fuzz/contract-fuzz.js';
import type { OpenApiDocument } from '../fuzz/contract-schema.js';
import { clearRateLimits } from '../support/rate-limits.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { checkout, contact, insertProduct, insertStore, placeOrder, portalCookie } from './fixtures.js';

const contract = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../generated/openapi.json'), 'utf8'),
) as OpenApiDocument;

const BUYER_OPS = ['placeOrder', 'listMyOrders', 'getOrder', 'abandonOrder', 'createPaymentOrder'];
const STORE_OPS = [
  'listPortalOrders',
  'getPortalOrder',
  'updatePortalOrderStatus',
  'bulkUpdatePortalOrderStatus',
  'getPortalDashboard',
  'sendMiniStoreOrderConfirmation',
  'sendMiniStoreOrderCancellation',
  'sendMiniStoreOrderShipped',
  'sendMiniStoreOrderDelivered',
];

let t: TestApp;
let report: FuzzReport;

beforeAll(async () => {
  t = await createTestApp();
  const store = await insertStore(t);
  const product = await insertProduct(t, store.id, { stock: 100_000, price: 10 });
  const sized = await insertProduct(t, store.id, { sizes: [{ key: 'm', size: 'M', stock: 100_000 }] });
  const student = await t.createUser({ firstLoginDone: true });
  const buyer = await t.loginAs(student);
  const cod = await placeOrder(buyer, checkout(store.id, [{ productId: product.id, quantity: 1 }]));
  const prepaid = await placeOrder(buyer, checkout(store.id, [{ productId: sized.id, quantity: 1, size: 'm' }], { paymentType: 'prepaid' }));
  const portal = t.agent();
  portal.set('Cookie', await portalCookie(t, store.id));
  const placeBody = () => ({ ...checkout(store.id, [{ productId: product.id, quantity: 1 }]), ...contact });

  report = await fuzzContract({
    contract,
    callers: [
      { name: 'student', send: supertestSender(buyer), signedIn: true, only: (op) => BUYER_OPS.includes(op.operationId) },
      { name: 'store', send: supertestSender(portal), signedIn: true, only: (op) => STORE_OPS.includes(op.operationId) },
    ],
    knownIds: [cod._id, prepaid._id, store.id, product.id],
    examples: {
      placeOrder: placeBody,
      createPaymentOrder: () => ({ notes: { type: 'store_order', orderId: prepaid._id } }),
      updatePortalOrderStatus: () => ({ status: 'confirmed' }),
      bulkUpdatePortalOrderStatus: () => ({ orderIds: [cod._id], status: 'cancelled', cancellationReason: 'Fuzz' }),
      sendMiniStoreOrderConfirmation: () => ({ orderId: cod.orderId }),
      sendMiniStoreOrderCancellation: () => ({ orderId: cod.orderId, cancellationReason: 'Fuzz' }),
      sendMiniStoreOrderShipped: () => ({ orderId: cod._id }),
      sendMiniStoreOrderDelivered: () => ({ orderId: cod._id }),
    },
    resetRateLimits: async () => {
      await clearRateLimits(t.db);
    },
  });
}, 240_000);

afterAll(() => t?.close());

it('the orders’ operations, as a buyer and as a store, never answer 5xx, and every 4xx is problem+json', () => {
  if (process.env.FUZZ_SHOW) console.log(JSON.stringify(report.byOperation));
  expect(report.operations).toEqual({ student: BUYER_OPS.length, store: STORE_OPS.length });
  expect(report.failures.length, `${report.failures.length} failures in ${report.requests} requests:\n${formatFailures(report.failures)}`).toBe(0);
  const accepted = (key: string) => Object.entries(report.byOperation[key] ?? {}).filter(([s]) => Number(s) < 300).length;
  for (const op of ['placeOrder', 'listPortalOrders', 'getPortalDashboard']) {
    expect(accepted(`${op === 'placeOrder' ? 'student' : 'store'} ${op}`), op).toBeGreaterThan(0);
  }
});
