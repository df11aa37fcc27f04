// The rules of rating after a deal: only the deal's two sides, once each, within 14 days; the
// reviewed side is told in the same transaction as the review is stored.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { notify } from '../alerts/index.js';
import { findStoreRef } from '../stores/index.js';
import { findUserById } from '../users/index.js';
import * as repo from './reviews.repository.js';

export const reviewMessages = {
  rating: 'Choose a rating from 1 to 5 stars.',
  text: 'Write a short review (up to 500 characters).',
  whichDeal: 'Say which deal you are rating: a listing or an order.',
  dealNotFound: 'Deal not found.',
  already: 'You have already reviewed this deal.',
  closed: `The ${repo.REVIEW_WINDOW_DAYS} days to review this deal are over.`,
};

const toParty = (p: repo.PartyRow): Schemas['ReviewParty'] => ({ kind: p.kind, id: p.id, name: p.name, profileImage: p.profileImage, slug: p.slug });

export const toReview = (row: repo.ReviewRow): Schemas['Review'] => ({
  _id: row.id,
  rating: row.rating,
  text: row.body,
  reviewer: toParty({ kind: row.reviewerKind, id: row.reviewerId, name: row.reviewerName, profileImage: row.reviewerImage, slug: row.reviewerSlug }),
  dealType: row.dealType,
  createdAt: row.createdAt.toISOString(),
});

async function reviewPage(db: Db, subject: repo.Subject, page: number, pageSize: number): Promise<Schemas['ReviewPage']> {
  const { items, count, average } = await repo.listVisibleReviews(db, subject, page, pageSize);
  return { summary: { average, count }, items: items.map(toReview), total: count, page, pageSize };
}

export async function listUserReviews(db: Db, userId: string, page: number, pageSize: number) {
  if (!(await findUserById(db, userId))) throw notFound('User profile not found');
  return reviewPage(db, { userId }, page, pageSize);
}

export async function listStoreReviews(db: Db, idOrSlug: string, page: number, pageSize: number) {
  const store = await findStoreRef(db, idOrSlug);
  return reviewPage(db, { storeId: store.id }, page, pageSize);
}

const toPending = (row: repo.PendingRow): Schemas['PendingReview'] => ({
  dealType: row.dealType,
  dealId: row.dealId,
  title: row.title,
  role: row.role,
  counterpart: toParty({ kind: row.counterpartKind, id: row.counterpartId, name: row.counterpartName, profileImage: row.counterpartImage, slug: row.counterpartSlug }),
  reviewableUntil: row.reviewableUntil.toISOString(),
});

export const listPendingForStudent = async (db: Db, userId: string) => ({ items: (await repo.pendingForStudent(db, userId)).map(toPending) });
export const listPendingForStore = async (db: Db, storeId: string) => ({ items: (await repo.pendingForStore(db, storeId)).map(toPending) });

interface ReviewText {
  rating: number;
  text: string;
}

/** The review's words as stored: trimmed, and not blank (the contract has checked the rest). */
function checkedText(input: ReviewText): string {
  const text = input.text.trim();
  if (!text) throw badRequest(reviewMessages.text, 'invalid-input', [{ path: '/body/text', message: reviewMessages.text }]);
  return text;
}

/** Who writes and who is reviewed, for a side of a deal. */
interface Sides {
  role: repo.ReviewRole;
  reviewer: { userId: string | null; storeId: string | null; name: string };
  subject: { userId: string | null; storeId: string | null };
  /** Whom to tell: the reviewed student, or the reviewed store's owner. */
  tell: string | null;
  /** Where the told student sees it. */
  link: string | null;
}

function listingSides(deal: repo.DealParties, user: SessionUser): Sides | null {
  if (deal.sellerId === user.id) {
    return {
      role: 'seller',
      reviewer: { userId: user.id, storeId: null, name: user.fullName },
      subject: { userId: deal.buyerId, storeId: null },
      tell: deal.buyerId,
      link: deal.buyerId ? `/users/${deal.buyerId}` : null,
    };
  }
  if (deal.buyerId === user.id) {
    return {
      role: 'buyer',
      reviewer: { userId: user.id, storeId: null, name: user.fullName },
      subject: { userId: deal.sellerId, storeId: null },
      tell: deal.sellerId,
      link: deal.sellerId ? `/users/${deal.sellerId}` : null,
    };
  }
  return null;
}

/**
 * Stores one side's review of a deal, once: the deal must be the reviewer's (404 otherwise, as if
 * it did not exist), still open, and not reviewed by this side; two simultaneous reviews by the
 * same side leave one (the UNIQUE constraint), the other gets 409.
 */
async function storeReview(db: Db, deal: repo.DealParties | undefined, sidesOf: (deal: repo.DealParties) => Sides | null, input: ReviewText & { listingDealId?: string; orderId?: string }) {
  const text = checkedText(input);
  const sides = deal && sidesOf(deal);
  if (!deal || !sides) throw notFound(reviewMessages.dealNotFound, 'deal-not-found');
  if (!deal.open) throw conflict(reviewMessages.closed, 'review-window-closed');
  const id = await db.transaction(async (trx) => {
    const created = await repo.insertReviewOnce(trx, {
      ...(input.listingDealId ? { listingDealId: input.listingDealId } : { orderId: input.orderId! }),
      role: sides.role,
      reviewerId: sides.reviewer.userId,
      reviewerStoreId: sides.reviewer.storeId,
      reviewerName: sides.reviewer.name,
      subjectUserId: sides.subject.userId,
      subjectStoreId: sides.subject.storeId,
      rating: input.rating,
      body: text,
    });
    if (!created) throw conflict(reviewMessages.already, 'already-reviewed');
    if (sides.tell) {
      const about = deal.storeName && sides.role === 'buyer' && !input.listingDealId ? ` of ${deal.storeName}` : '';
      await notify(trx, {
        userId: sides.tell,
        kind: 'review',
        title: `New ${input.rating}-star review${about}`,
        body: `${sides.reviewer.name} rated ${about ? 'the store' : 'you'} ${input.rating} out of 5 for ${deal.title}: "${text}"`,
        link: sides.link,
        dedupeKey: `review:${created}`,
      });
    }
    return created;
  });
  return toReview((await repo.findReview(db, id))!);
}

/** A student rates the other side of a listing deal (seller or buyer) or the store of a delivered order of theirs. */
export async function createReview(db: Db, user: SessionUser, input: ReviewText & { listingId?: string; orderId?: string }) {
  if (!!input.listingId === !!input.orderId) {
    throw badRequest(reviewMessages.whichDeal, 'invalid-input', [{ path: '/body/listingId', message: reviewMessages.whichDeal }]);
  }
  if (input.listingId) {
    const deal = await repo.findListingDeal(db, input.listingId);
    return storeReview(db, deal, (d) => listingSides(d, user), { ...input, listingDealId: deal?.id });
  }
  const deal = await repo.findOrderDeal(db, input.orderId!);
  const buyerSide = (d: repo.DealParties): Sides | null =>
    d.buyerId === user.id
      ? {
          role: 'buyer',
          reviewer: { userId: user.id, storeId: null, name: user.fullName },
          subject: { userId: null, storeId: d.storeId },
          tell: d.storeOwnerId,
          link: d.storeSlug ? `/mini-stores/${d.storeSlug}` : null,
        }
      : null;
  return storeReview(db, deal, buyerSide, { ...input, orderId: input.orderId });
}

/** The store (its portal session) rates the buyer of one of its delivered orders. */
export async function createStoreReview(db: Db, storeId: string, input: ReviewText & { orderId: string }) {
  const deal = await repo.findOrderDeal(db, input.orderId);
  const storeSide = (d: repo.DealParties): Sides | null =>
    d.storeId === storeId && d.buyerId
      ? {
          role: 'store',
          reviewer: { userId: null, storeId, name: d.storeName ?? 'A mini store' },
          subject: { userId: d.buyerId, storeId: null },
          tell: d.buyerId,
          link: `/users/${d.buyerId}`,
        }
      : null;
  return storeReview(db, deal, storeSide, input);
}

export const REVIEW_NOT_FOUND = 'Review not found.';

/** A review as a report names it (the reports module's e-mail to the moderators); hidden ones are gone for reporters. */
export async function describeReview(db: Db, id: string, publicUrl: string) {
  const row = await repo.findVisibleReview(db, id);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  const page = row.subjectUserId ? `/users/${row.subjectUserId}` : null;
  return { label: `${row.rating}★ "${row.body.length > 80 ? `${row.body.slice(0, 79)}…` : row.body}"`, url: page ? `${publicUrl}${page}` : null };
}
