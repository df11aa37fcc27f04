// POST /api/sanity/create for what money buys: a productAdBoost (an ad credit, or the boost a
// verified payment made) and the read-backs userSubscription / extraListingPurchase. Nothing is
// granted here that was not paid for: the payments module granted it when the payment settled.
import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { conflict, HttpProblem } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { boostWithCredit, getBoostOfPurchase } from '../boosts/index.js';
import { findPaidPurchase } from '../payments/index.js';
import { getOwnSubscription } from '../subscriptions/index.js';
import { assertOwnReference } from './content.mapping.js';

type Input = JsonBody<'createDocument'>;
type Document = Schemas['DocumentResult']['document'];
type BoostData = Schemas['ProductAdBoostData'];
type PaidData = Schemas['PaidPurchaseData'];

export const BOOST_NOT_PAID = 'No verified boost payment of yours has this payment id.';
export const SUBSCRIPTION_NOT_PAID = 'A subscription is created only by paying for it.';
export const EXTRA_LISTING_NOT_PAID = 'Extra listings are granted only by paying for them.';

const notPaid = (message: string, field: string) => new HttpProblem(403, message, 'not-paid', [{ path: `/body/documentData/${field}`, message }]);

async function adBoost(db: Db, user: SessionUser, data: BoostData, boostHours: number): Promise<Document> {
  assertOwnReference(user, data.seller, 'seller', 'You can only boost as yourself.');
  assertOwnReference(user, data.user, 'user', 'You can only boost as yourself.');
  const listingId = data.product._ref.toLowerCase();
  if (!data.razorpayPaymentId) return { ...(await boostWithCredit(db, user, listingId, boostHours)), _type: 'productAdBoost' };
  const purchase = await findPaidPurchase({ db }, user.id, data.razorpayPaymentId, 'boost');
  if (!purchase || purchase.listingId !== listingId) throw notPaid(BOOST_NOT_PAID, 'razorpayPaymentId');
  const boost = await getBoostOfPurchase(db, purchase.id);
  // The listing could no longer be boosted when the payment arrived: it became an extra ad.
  if (!boost) throw conflict('The listing could no longer be boosted, so the payment became an extra ad.', 'boost-became-extra-ad');
  return { ...boost, _type: 'productAdBoost' };
}

const paymentIdOf = (data: PaidData) => data.razorpayPaymentId ?? data.paymentId;

async function paidSubscription(db: Db, user: SessionUser, data: PaidData): Promise<Document> {
  const paymentId = paymentIdOf(data);
  const purchase = paymentId ? await findPaidPurchase({ db }, user.id, paymentId, 'plan') : undefined;
  const subscriptionId = (purchase?.granted as { subscriptionId?: string } | null)?.subscriptionId;
  const subscription = subscriptionId ? await getOwnSubscription(db, user.id, subscriptionId) : undefined;
  if (!purchase || !subscription) throw notPaid(SUBSCRIPTION_NOT_PAID, 'razorpayPaymentId');
  return { ...subscription, _type: 'userSubscription', razorpayPaymentId: paymentId! };
}

async function paidExtraListing(db: Db, user: SessionUser, data: PaidData): Promise<Document> {
  const paymentId = paymentIdOf(data);
  const purchase = paymentId ? await findPaidPurchase({ db }, user.id, paymentId, 'extra_listing') : undefined;
  if (!purchase) throw notPaid(EXTRA_LISTING_NOT_PAID, 'razorpayPaymentId');
  return {
    _id: purchase.id,
    _type: 'extraListingPurchase',
    status: 'active',
    purchaseDate: (purchase.fulfilledAt ?? purchase.paidAt ?? purchase.createdAt).toISOString(),
    paymentId: paymentId!,
    amount: Number(purchase.amount),
    extraListingsGranted: 1,
  };
}

/** The documents of this file, or undefined for another type. */
export async function createPurchaseDocument(db: Db, user: SessionUser, input: Input, boostHours: number): Promise<Document | undefined> {
  switch (input.documentType) {
    case 'productAdBoost':
      return adBoost(db, user, input.documentData, boostHours);
    case 'userSubscription':
      return paidSubscription(db, user, input.documentData);
    case 'extraListingPurchase':
      return paidExtraListing(db, user, input.documentData);
    default:
      return undefined;
  }
}
