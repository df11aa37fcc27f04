// Rows the dashboard counts, dated relative to now.
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/test-app.js';

const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

export async function userJoined(t: TestApp, days: number) {
  const user = await t.createUser();
  await t.db('users').where({ id: user.id }).update({ joinedDate: daysAgo(days) });
  return user;
}

/** A listing (to sell) created `days` ago. */
export const listingRow = (sellerId: string, days: number) => ({
  sellerId,
  slug: `dash-${randomUUID()}`,
  title: 'Dashboard test lamp',
  description: 'A desk lamp that lights a whole desk, nearly new.',
  category: 'furniture',
  condition: 'good',
  listingType: 'sell',
  price: 100,
  expiresAt: new Date(Date.now() + 28 * DAY),
  createdAt: daysAgo(days),
});

export async function listingCreated(t: TestApp, sellerId: string, days: number) {
  await t.db('listings').insert(listingRow(sellerId, days));
}

export async function storeCreated(t: TestApp, ownerId: string, days: number) {
  const [row] = await t
    .db('stores')
    .insert({ ownerId, name: 'Dash Store', slug: `dash-${randomUUID()}`, category: 'electronics', createdAt: daysAgo(days) })
    .returning('id');
  return row.id as string;
}

export interface OrderSpec {
  status: string;
  paymentType: 'cod' | 'prepaid';
  total: number;
  days?: number;
}

export async function orderPlaced(t: TestApp, storeId: string, { status, paymentType, total, days = 1 }: OrderSpec) {
  await t.db('storeOrders').insert({
    orderNumber: `ORD-DASH-${randomUUID().slice(0, 12)}`,
    storeId,
    storeName: 'Dash Store',
    status,
    paymentType,
    total,
    customerName: 'Asha Buyer',
    customerEmail: 'asha@campus.edu',
    customerPhone: '9999999999',
    shippingAddress: '1 Hostel Road',
    shippingCity: 'Pune',
    shippingState: 'MH',
    shippingPincode: '411001',
    cancellationReason: status === 'cancelled' ? 'Changed my mind' : null,
    createdAt: daysAgo(days),
  });
}
