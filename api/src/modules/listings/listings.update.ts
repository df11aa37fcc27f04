// A seller's edit of their listing: the create form's fields and rules, a new ordered list of
// pictures, no quota spent, the slug kept (see posts/slug.ts).
import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import type { SessionUser } from '../../http/session-user.js';
import { applyEdit, onlyStatusChange } from '../../posts/index.js';
import { replaceImages, type PictureStore } from '../images/index.js';
import * as repo from './listings.repository.js';
import { assertMayChangeListing, checkedFields, getListing, markSold, rentalRateOf } from './listings.service.js';

type CreateListingInput = JsonBody<'createListing'>;
type UpdateListingInput = JsonBody<'updateListing'>;

/** The listing as its create form would send it (the fields an edit starts from). */
function asCreateInput(row: repo.ListingRow): CreateListingInput {
  const rentalRate = rentalRateOf(row);
  return {
    title: row.title,
    description: row.description,
    category: row.category as Schemas['Category'],
    condition: row.condition as Schemas['Condition'],
    listingType: row.listingType,
    ...(row.listingType === 'sell' && row.price !== null ? { price: row.price } : {}),
    ...(rentalRate ? { rentalRate } : {}),
    productAge: { years: row.productAgeYears, months: row.productAgeMonths },
    imageIds: row.imageIds ?? [],
    tags: row.tags,
    ...(row.locationLat !== null && row.locationLng !== null ? { location: { lat: row.locationLat, lng: row.locationLng } } : {}),
    ...(row.meetingSpot ? { meetingSpot: row.meetingSpot } : {}),
    isAnonymous: row.isAnonymous,
    ...(row.isAnonymous && row.anonymousName ? { anonymousName: row.anonymousName } : {}),
  };
}

/**
 * The listing after an edit. A change of type drops the old type's amount (a sell listing's price
 * does not become a lend listing's), so the create rules ask for the new one when it is missing;
 * the alias only stays while the listing stays anonymous.
 */
function editedInput(current: CreateListingInput, edit: Omit<UpdateListingInput, 'isAvailable'>): CreateListingInput {
  const next = applyEdit(current, edit);
  if (edit.price === undefined && next.listingType !== 'sell') delete next.price;
  if (edit.rentalRate === undefined && next.listingType !== 'lend') delete next.rentalRate;
  if (edit.anonymousName === undefined && !next.isAnonymous) delete next.anonymousName;
  return next;
}

/**
 * The seller edits their listing (any field of the create form, the pictures as a new ordered
 * list) and/or marks it sold; the create rules and messages apply, no quota is spent and the
 * slug stays. One transaction with the listing's row locked; removed pictures' files go once it
 * has committed.
 */
export async function updateListing(db: Db, pictures: PictureStore, user: SessionUser, id: string, input: UpdateListingInput) {
  const { isAvailable, ...edit } = input;
  if (onlyStatusChange(input, 'isAvailable')) return markSold(db, user, id);
  const removed = await db.transaction(async (trx) => {
    assertMayChangeListing(await repo.findSellerForUpdate(trx, id), user, false, 'You can only change your own listings.');
    const current = (await repo.findListing(trx, id))!;
    const fields = checkedFields(editedInput(asCreateInput(current), edit));
    const images = edit.imageIds ? await replaceImages(trx, 'listing', id, user.id, edit.imageIds) : [];
    await repo.updateListing(trx, id, { ...fields, ...(isAvailable === false ? { isAvailable } : {}) });
    return images;
  });
  await pictures.remove(removed);
  return getListing(db, user, id);
}
