import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest, forbidden, HttpProblem, notFound, type FieldError } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { deleteImage, uploadImage, type PictureStore } from '../images/index.js';
import { createListing, deleteListing, markSold } from '../listings/index.js';
import { createRequest, deleteRequest, markFulfilled } from '../requests/index.js';
import { createRoommatePost, deleteRoommatePost, markRoommatePostInactive } from '../roommates/index.js';
import { removeBoost } from '../boosts/index.js';
import { placeOrder } from '../orders/index.js';
import { createProductAsOwner } from '../store-products/index.js';
import { currentSubscriptionJoin } from '../subscriptions/index.js';
import { updateProfile } from '../users/index.js';
import { kindOf, type DocumentKind } from './content.documents.js';
import { createPurchaseDocument } from './content.purchases.js';
import {
  assertOwnReference,
  toCheckoutInput,
  toListingInput,
  toRequestInput,
  toRoommateInput,
  toStoreProductInput,
  underDocumentData,
  underOrderDocument,
} from './content.mapping.js';

export const PREPAID_THROUGH_ORDERS =
  'Prepaid orders are placed through POST /api/orders and paid through POST /api/razorpay/create-order (notes.type store_order).';

export const DOCUMENT_NOT_FOUND = 'Document not found';

type DocumentResult = Schemas['DocumentResult'];
type Updates = JsonBody<'patchDocument'>['updates'];

type CreateInput = JsonBody<'createDocument'>;
type OwnPostKind = 'productListing' | 'roommateRequest' | 'request';
type DataOf<K extends OwnPostKind> = Extract<CreateInput, { documentType: K }>['documentData'];
type DocumentOf<K extends OwnPostKind> = Extract<DocumentResult['document'], { _type: K }>;

/**
 * The student posts a document creates: the field naming the owner (which must be the caller) and
 * the post's own create, so the same rules and quota hold as on the resource endpoint.
 */
interface OwnPost<K extends OwnPostKind> {
  owner: keyof DataOf<K> & string;
  notYou: string;
  /** `pictures` lets a create refused for quota discard the uploads sent with it (as the resource endpoint does). */
  create: (db: Db, user: SessionUser, data: DataOf<K>, pictures: PictureStore) => Promise<Omit<DocumentOf<K>, '_type'>>;
}

const ownPosts: { [K in OwnPostKind]: OwnPost<K> } = {
  productListing: {
    owner: 'seller',
    notYou: 'You can only create listings as yourself.',
    create: (db, user, data, pictures) => createListing(db, user, toListingInput(data), pictures),
  },
  roommateRequest: {
    owner: 'postedBy',
    notYou: 'You can only create roommate requests as yourself.',
    create: (db, user, data) => createRoommatePost(db, user, toRoommateInput(data)),
  },
  request: {
    owner: 'requestedBy',
    notYou: 'You can only create requests as yourself.',
    create: (db, user, data) => createRequest(db, user, toRequestInput(data)),
  },
};

const isOwnPost = (input: CreateInput): input is Extract<CreateInput, { documentType: OwnPostKind }> => Object.hasOwn(ownPosts, input.documentType);

async function createOwnPost<K extends OwnPostKind>(db: Db, pictures: PictureStore, user: SessionUser, kind: K, data: DataOf<K>): Promise<DocumentResult> {
  const post: OwnPost<K> = ownPosts[kind];
  assertOwnReference(user, data[post.owner] as Schemas['Reference'] | undefined, post.owner, post.notYou);
  const created = await post.create(db, user, data, pictures).catch(underDocumentData);
  const document = { ...created, _type: kind } as DocumentOf<K>;
  return { success: true, document };
}

/** POST /api/sanity/create: the same service, rules and quota as the resource endpoint; the owner is the caller. */
export async function createDocument(db: Db, pictures: PictureStore, user: SessionUser, input: CreateInput, boostHours: number): Promise<DocumentResult> {
  if (isOwnPost(input)) return createOwnPost(db, pictures, user, input.documentType, input.documentData);
  if (input.documentType === 'miniStoreProduct') {
    const data = input.documentData;
    const product = await createProductAsOwner(db, user.id, data.store._ref, toStoreProductInput(data)).catch(underDocumentData);
    return { success: true, document: { ...product, _type: 'miniStoreProduct' } };
  }
  if (input.documentType === 'order') {
    const data = input.documentData;
    assertOwnReference(user, data.buyer, 'buyer', 'You can only place orders as yourself.');
    // The original client created a prepaid order after its payment; here an order exists before it is paid.
    if (data.paymentType === 'prepaid') {
      throw badRequest(PREPAID_THROUGH_ORDERS, 'prepaid-through-orders', [{ path: '/body/documentData/paymentType', message: PREPAID_THROUGH_ORDERS }]);
    }
    const order = await placeOrder(db, user, toCheckoutInput(data)).catch(underOrderDocument);
    return { success: true, document: { ...order, _type: 'order' } };
  }
  const bought = await createPurchaseDocument(db, user, input, boostHours);
  if (bought) return { success: true, document: bought };
  throw badRequest(`Documents of type '${input.documentType}' cannot be created here yet.`);
}

type PatchableKind = Exclude<DocumentKind, 'sanity.imageAsset' | 'productAdBoost'>;

/** What a student may set through the patch call, per document; `updatedAt` is stamped by the server whatever is sent. */
const editable: Record<PatchableKind, ReadonlySet<string>> = {
  productListing: new Set(['isAvailable', 'updatedAt']),
  request: new Set(['isActive', 'updatedAt']),
  roommateRequest: new Set(['isActive', 'updatedAt']),
  userProfile: new Set(['fullName', 'email', 'phone', 'bio', 'socialLinks', 'updatedAt']),
};

/** Fields the original client wrote that the server now keeps itself. */
const serverKept = new Set([
  'monthlyListingsUsed', 'monthlyProductAdsUsed', 'lastListingReset', 'extraListingsPurchased', 'extraAdsPurchased',
  'currentSubscription', 'isAdmin', 'isBoosted', 'currentBoost', 'seller', 'requestedBy', 'postedBy', 'expirationDate', 'slug',
  '_id', '_type', '_rev', '_createdAt', '_updatedAt', 'uid', 'joinedDate',
]);

const names: Record<PatchableKind, string> = {
  productListing: 'a listing',
  request: 'a request',
  roommateRequest: 'a roommate request',
  userProfile: 'a profile',
};

/** Refuses the whole patch, naming every field the caller may not set on this document. */
function refuseUneditable(kind: PatchableKind, updates: Updates) {
  const errors: FieldError[] = Object.keys(updates)
    .filter((field) => !editable[kind].has(field))
    .map((field) => ({
      path: `/body/updates/${field}`,
      message: serverKept.has(field) ? `${field} is kept by the server and cannot be set.` : `${field} cannot be changed on ${names[kind]}.`,
    }));
  if (!errors.length) return;
  const detail = errors.length === 1 ? errors[0]!.message : `These fields cannot be changed: ${errors.map((e) => e.path.split('/').pop()).join(', ')}.`;
  throw new HttpProblem(403, detail, 'field-not-allowed', errors);
}

function onlyValue<T>(value: T | undefined, allowed: T, field: string, message: string) {
  if (value !== allowed) throw badRequest(message, 'invalid-input', [{ path: `/body/updates/${field}`, message }]);
}

async function patchProfile(db: Db, user: SessionUser, id: string, updates: Updates) {
  if (id !== user.id) throw forbidden('You can only edit your own profile.');
  if (updates.email !== undefined && updates.email.trim().toLowerCase() !== user.email.toLowerCase()) {
    const message = 'The e-mail address cannot be changed.';
    throw new HttpProblem(403, message, 'field-not-allowed', [{ path: '/body/updates/email', message }]);
  }
  const { fullName, phone, bio, socialLinks } = updates;
  return updateProfile(db, currentSubscriptionJoin, user, id, { fullName, phone, bio, socialLinks }, '/body/updates');
}

/**
 * PATCH /api/sanity/patch/{id}: a listing marked sold, a request marked fulfilled, a roommate
 * post marked inactive, the caller's profile edited; through the same services (and ownership rules) as the resource endpoints.
 * Anything else is refused before anything changes.
 */
export async function patchDocument(db: Db, user: SessionUser, id: string, updates: Updates): Promise<DocumentResult> {
  const kind = await kindOf(db, id);
  if (!kind || kind === 'sanity.imageAsset' || kind === 'productAdBoost') throw notFound(DOCUMENT_NOT_FOUND);
  refuseUneditable(kind, updates);
  switch (kind) {
    case 'productListing':
      onlyValue(updates.isAvailable, false, 'isAvailable', 'A listing can only be marked sold: set isAvailable to false.');
      return { success: true, document: { ...(await markSold(db, user, id)), _type: kind } };
    case 'request':
      onlyValue(updates.isActive, false, 'isActive', 'A request can only be marked fulfilled: set isActive to false.');
      return { success: true, document: { ...(await markFulfilled(db, user, id)), _type: kind } };
    case 'roommateRequest':
      onlyValue(updates.isActive, false, 'isActive', 'A roommate request can only be marked inactive: set isActive to false.');
      return { success: true, document: { ...(await markRoommatePostInactive(db, user, id)), _type: kind } };
    case 'userProfile':
      return { success: true, document: { ...(await patchProfile(db, user, id, updates)), _type: kind } };
  }
}

/** DELETE /api/sanity/delete/{id}: a listing, request, roommate post, boost or unattached image, by the resource endpoints' rules. */
export async function deleteDocument(db: Db, pictures: PictureStore, user: SessionUser, id: string) {
  const kind = await kindOf(db, id);
  switch (kind) {
    case 'productListing':
      await deleteListing(db, pictures, user, id);
      break;
    case 'request':
      await deleteRequest(db, pictures, user, id);
      break;
    case 'roommateRequest':
      await deleteRoommatePost(db, pictures, user, id);
      break;
    case 'sanity.imageAsset':
      await deleteImage(db, pictures, user.id, id);
      break;
    case 'productAdBoost':
      await removeBoost(db, user, id);
      break;
    case 'userProfile':
      throw forbidden('Accounts cannot be deleted through this call.');
    default:
      throw notFound(DOCUMENT_NOT_FOUND);
  }
  return { success: true as const, document: { _id: id, _type: kind } };
}

/** POST /api/sanity/upload-image: the images module's checks and re-encoding. */
export async function uploadImageAsset(db: Db, pictures: PictureStore, user: SessionUser, content: Buffer) {
  return { success: true as const, asset: await uploadImage(db, pictures, user.id, content) };
}
