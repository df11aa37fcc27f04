import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest, HttpProblem, notFound, type FieldError } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import {
  assertMayChange,
  cappedTotal,
  cleanMeetingSpot,
  cleanTags,
  inOrderOf,
  isExpired,
  insertUnderFreeSlug,
  previewOf,
  searchWords,
  slugify,
} from '../../posts/index.js';
import { attachImages, deleteImage, deleteImagesOf, toImage, type PictureStore } from '../images/index.js';
import { consumeListingSlot } from '../subscriptions/index.js';
import * as repo from './listings.repository.js';

export const PRODUCT_NOT_FOUND = 'Product not found';
const HOT_DEALS = 3;

type CreateListingInput = JsonBody<'createListing'>;

export function rentalRateOf(row: repo.CardRow | repo.ListingRow): Schemas['RentalRate'] | null {
  if (row.listingType !== 'lend' || row.rentalAmount === null || !row.rentalDuration) return null;
  return {
    amount: row.rentalAmount,
    duration: row.rentalDuration,
    ...(row.rentalDeposit !== null ? { deposit: row.rentalDeposit } : {}),
  };
}

/** What a card and the listing's page both show of a listing, named as the contract names it. */
function commonFields(row: repo.CardRow | repo.ListingRow) {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    listingType: row.listingType,
    category: row.category as Schemas['Category'],
    condition: row.condition as Schemas['Condition'],
    price: row.listingType === 'sell' ? row.price : null,
    rentalRate: rentalRateOf(row),
  };
}

/** Held for one buyer by an accepted offer: only while for sale and until the reservation's end (it lapses by itself). */
const isReserved = (row: Pick<repo.CardRow, 'isAvailable' | 'reservedUntil'>) =>
  row.isAvailable && row.reservedUntil !== null && row.reservedUntil > new Date();

function toCard(row: repo.CardRow): Schemas['ListingCard'] {
  return {
    ...commonFields(row),
    image: row.firstImageId ? toImage(row.firstImageId) : null,
    isBoosted: row.isBoosted,
    isAvailable: row.isAvailable,
    isReserved: isReserved(row),
    // Anonymous listings keep their seller hidden on cards too, even on the seller's own.
    seller: row.isAnonymous
      ? null
      : { _id: row.sellerId, uid: row.sellerId, fullName: row.sellerName, profileImage: row.sellerImage },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The seller is hidden on anonymous listings (except from the seller); the phone number (for
 * WhatsApp) only reaches signed-in students.
 */
function sellerOf(row: repo.ListingRow, viewer: SessionUser | undefined): Schemas['Person'] | null {
  const isOwner = viewer?.id === row.sellerId;
  if (row.isAnonymous && !isOwner) return null;
  return {
    _id: row.sellerId,
    uid: row.sellerId,
    fullName: row.sellerName,
    profileImage: row.sellerImage,
    ...(viewer && row.sellerPhone ? { phone: row.sellerPhone } : {}),
  };
}

function toListing(row: repo.ListingRow, viewer: SessionUser | undefined): Schemas['Listing'] {
  return {
    ...commonFields(row),
    description: row.description,
    productAge: { years: row.productAgeYears, months: row.productAgeMonths },
    images: (row.imageIds ?? []).map(toImage),
    tags: row.tags,
    location: row.locationLat !== null && row.locationLng !== null ? { lat: row.locationLat, lng: row.locationLng } : null,
    meetingSpot: row.meetingSpot,
    isAnonymous: row.isAnonymous,
    anonymousName: row.isAnonymous ? row.anonymousName : null,
    seller: sellerOf(row, viewer),
    isOwner: viewer?.id === row.sellerId,
    isAvailable: row.isAvailable,
    isReserved: isReserved(row),
    reservedUntil: isReserved(row) ? row.reservedUntil!.toISOString() : null,
    reservedForYou: isReserved(row) && viewer !== undefined && row.reservedFor === viewer.id,
    isBoosted: row.isBoosted,
    expirationDate: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The rules the contract's schema cannot say: one field depends on another. */
function crossFieldErrors(input: CreateListingInput, title: string, description: string): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ path: `/body/${field}`, message });
  if (!title) add('title', 'Please enter a title.');
  if (description.length < 30) add('description', 'The description must be at least 30 characters.');
  if (input.listingType === 'sell') {
    if (input.price === undefined) add('price', 'Please enter a price.');
    if (input.rentalRate) add('rentalRate', 'A listing for sale has a price, not a rental rate.');
  } else {
    if (!input.rentalRate) add('rentalRate', 'Please enter a rental rate and duration.');
    if (input.price !== undefined) add('price', 'A listing for rent has a rental rate, not a price.');
  }
  if (input.anonymousName !== undefined && !input.isAnonymous) {
    add('anonymousName', 'An anonymous name is only used when the listing is anonymous.');
  }
  return errors;
}

/** A listing's columns for a create form's input, once it passes the create rules (400 otherwise). */
export function checkedFields(input: CreateListingInput): repo.ListingFields {
  const title = input.title.trim();
  const description = input.description.trim();
  const errors = crossFieldErrors(input, title, description);
  if (errors.length) throw badRequest(errors[0]!.message, 'invalid-input', errors);
  const isAnonymous = input.isAnonymous ?? false;
  return {
    title,
    description,
    category: input.category,
    condition: input.condition,
    listingType: input.listingType,
    price: input.listingType === 'sell' ? input.price! : null,
    rentalAmount: input.rentalRate?.amount ?? null,
    rentalDuration: input.rentalRate?.duration ?? null,
    rentalDeposit: input.rentalRate?.deposit ?? null,
    productAgeYears: input.productAge.years,
    productAgeMonths: input.productAge.months,
    tags: cleanTags(input.tags),
    locationLat: input.location?.lat ?? null,
    locationLng: input.location?.lng ?? null,
    meetingSpot: cleanMeetingSpot(input.meetingSpot),
    isAnonymous,
    anonymousName: isAnonymous ? input.anonymousName?.trim() || null : null,
  };
}

/** Inserts the listing under the first free slug of its title. */
const insertWithFreeSlug = (trx: Db, listing: Omit<repo.NewListing, 'slug'>) =>
  insertUnderFreeSlug(trx, {
    table: 'listings',
    base: slugify(listing.title, 'listing'),
    insert: (savepoint, slug) => repo.insertListing(savepoint, { ...listing, slug }),
  });

/**
 * One transaction: spend a listing of the quota (the user's row stays locked, so parallel
 * creations cannot overspend), insert the listing under a free slug, attach the pictures in the
 * order given. Any refusal undoes all of it. Refused for want of a listing (409), the pictures
 * uploaded for it go too (with `pictures`): the form cannot be sent again until the student has
 * more listings, and nothing is left behind for the daily sweep. Other refusals keep them, for
 * the corrected form to send again.
 */
export async function createListing(db: Db, user: SessionUser, input: CreateListingInput, pictures?: PictureStore) {
  const fields = checkedFields(input);
  let id: string;
  try {
    id = await db.transaction(async (trx) => {
      await consumeListingSlot(trx, user.id);
      const listingId = await insertWithFreeSlug(trx, { sellerId: user.id, ...fields });
      await attachImages(trx, 'listing', listingId, user.id, input.imageIds);
      return listingId;
    });
  } catch (err) {
    if (pictures && err instanceof HttpProblem && err.code === 'quota-exhausted') await discardUploads(db, pictures, user.id, input.imageIds);
    throw err;
  }
  return getListing(db, user, id);
}

/** The student's own unattached uploads among `imageIds`, rows and files; anything else is left alone. */
async function discardUploads(db: Db, pictures: PictureStore, userId: string, imageIds: string[]) {
  for (const imageId of new Set(imageIds)) {
    await deleteImage(db, pictures, userId, imageId).catch(() => undefined);
  }
}

/**
 * A listing as its viewer may see it: gone once expired, except for its seller; gone once hidden
 * by moderators, except for its seller and the admins.
 */
export async function getListing(db: Db, viewer: SessionUser | undefined, id: string) {
  const row = await repo.findListing(db, id);
  const isSeller = viewer?.id === row?.sellerId;
  const visible = row && (isSeller || (row.expiresAt > new Date() && (!row.hiddenReason || viewer?.isAdmin)));
  if (!visible) throw notFound(PRODUCT_NOT_FOUND);
  return toListing(row, viewer);
}

export interface BrowseParams extends Omit<repo.BrowseFilter, 'words'> {
  q?: string;
  sort: repo.ListingSort;
  page: number;
  pageSize: number;
}

export async function browse(db: Db, { q, sort, page, pageSize, ...filter }: BrowseParams): Promise<Schemas['ListingPage']> {
  const words = searchWords(q);
  // Rental durations only narrow lend listings.
  const durations = filter.type === 'lend' ? filter.durations : undefined;
  const { items, count } = await repo.browse(db, { ...filter, durations, words }, sort, page, pageSize);
  return {
    items: items.map(toCard),
    ...cappedTotal(count),
    page,
    pageSize,
  };
}

/** Cards of the ids that can still be seen (unexpired, sold ones included), in the order asked; one query. */
export async function findListingCards(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return inOrderOf(ids, await repo.findUnexpiredCards(db, ids)).map(toCard);
}

export async function hotDeals(db: Db) {
  return { items: (await repo.hotDeals(db, HOT_DEALS)).map(toCard) };
}

export async function priceBounds(db: Db, type: repo.ListingType) {
  return { max: await repo.maxAmount(db, type) };
}

export async function listOwn(db: Db, user: SessionUser, status: 'available' | 'all', page: number, pageSize: number) {
  const { items, total, counts } = await repo.listOwn(db, user.id, status === 'available', page, pageSize);
  return {
    items: items.map((row) => ({
      ...toCard(row),
      descriptionPreview: previewOf(row.descriptionHead),
      expirationDate: row.expiresAt.toISOString(),
      hiddenReason: row.hiddenReason,
    })),
    total,
    counts,
    page,
    pageSize,
  };
}

/** Who may change a listing (see assertMayChange); its 403 keeps the code 'forbidden' it has always had. */
export function assertMayChangeListing(listing: repo.ListingOwnership | undefined, user: SessionUser, allowAdmin: boolean, notYours: string) {
  const post = listing && { ownerId: listing.sellerId, seenByOthers: !isExpired(listing.expiresAt) };
  assertMayChange(post, user, { allowAdmin, notFound: PRODUCT_NOT_FOUND, notYours, code: 'forbidden' });
}

/** The seller marks their listing sold; it stays visible as Sold/Unavailable. */
export async function markSold(db: Db, user: SessionUser, id: string) {
  assertMayChangeListing(await repo.findSeller(db, id), user, false, 'You can only change your own listings.');
  await repo.markSold(db, id);
  return getListing(db, user, id);
}

/** The seller (or an admin) deletes a listing; its picture files go once the deletion is committed. */
export async function deleteListing(db: Db, pictures: PictureStore, user: SessionUser, id: string) {
  const imageIds = await db.transaction(async (trx) => {
    assertMayChangeListing(await repo.findSellerForUpdate(trx, id), user, true, 'You can only delete your own listings.');
    const ids = await deleteImagesOf(trx, 'listing', id);
    await repo.deleteListing(trx, id);
    return ids;
  });
  await pictures.remove(imageIds);
}
