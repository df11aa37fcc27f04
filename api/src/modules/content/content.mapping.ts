import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest, HttpProblem, type FieldError } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { roommateFormMessages } from '../roommates/index.js';

type ImageReference = Schemas['ImageReference'];

/** The image ids of `images`, given as ids or as image fields referencing them; each once. */
function imageIdsOf(images: ImageReference[] = []): string[] {
  const ids = images.map((image) => (typeof image === 'string' ? image : image.asset._ref).toLowerCase());
  const repeated: FieldError[] = ids.flatMap((id, i) =>
    ids.indexOf(id) === i ? [] : [{ path: `/body/documentData/images/${i}`, message: 'This image is already in the list.' }],
  );
  if (repeated.length) throw badRequest(repeated[0]!.message, 'invalid-input', repeated);
  return ids;
}

/** A reference to the owner, when the document names one, must be the caller. */
export function assertOwnReference(user: SessionUser, ref: Schemas['Reference'] | undefined, field: string, message: string) {
  if (ref && ref._ref.toLowerCase() !== user.id) {
    throw new HttpProblem(403, message, 'not-owner', [{ path: `/body/documentData/${field}`, message }]);
  }
}

/** The fields a listing's and a request's documents share, named as both services' bodies name them. */
type PostData = Schemas['ProductListingData'] | Schemas['RequestData'];
type SharedField = 'title' | 'description' | 'category' | 'condition' | 'productAge' | 'tags' | 'location' | 'isAnonymous' | 'anonymousName';

function postInput<D extends PostData>(data: D): Pick<D, SharedField> & { imageIds: string[] } {
  const { title, description, category, condition, productAge, tags, location, isAnonymous, anonymousName } = data as Pick<D, SharedField>;
  return { title, description, category, condition, productAge, imageIds: imageIdsOf(data.images), tags, location, isAnonymous, anonymousName };
}

export function toListingInput(data: Schemas['ProductListingData']): JsonBody<'createListing'> {
  return {
    ...postInput(data),
    listingType: data.listingType === 'borrow' ? 'lend' : data.listingType,
    price: data.price,
    rentalRate: data.rentalRate,
  };
}

export function toRequestInput(data: Schemas['RequestData']): JsonBody<'createRequest'> {
  return {
    ...postInput(data),
    requestType: data.requestType,
    priceRange: data.priceRange,
    urgency: data.urgency,
  };
}

export function toStoreProductInput(data: Schemas['MiniStoreProductData']): JsonBody<'createStoreProduct'> {
  return {
    title: data.title,
    description: data.description,
    price: data.price,
    category: data.category,
    stock: data.stock,
    hasSizes: data.hasSizes,
    sizes: data.sizes,
    imageIds: imageIdsOf(data.images),
    isActive: data.isActive,
  };
}

/** The original client's order document as the checkout's body (its `orderId`, `total` and `status` are the server's). */
export function toCheckoutInput(data: Schemas['MiniStoreOrderData']): JsonBody<'placeOrder'> {
  return {
    storeId: data.store._ref,
    items: data.products.map((line) => ({ productId: line.product._ref, quantity: line.quantity, ...(line.size ? { size: line.size } : {}) })),
    paymentType: data.paymentType,
    fullName: data.customerName,
    email: data.customerEmail,
    phone: data.customerPhone,
    address: data.shippingAddress,
    city: data.shippingCity,
    state: data.shippingState,
    pincode: data.shippingPincode,
    deliveryInstructions: data.deliveryInstructions,
  };
}

/** The checkout names its fields as its own body does (`/body/phone`); the order document's are these. */
const ORDER_DOCUMENT_FIELDS: Record<string, string> = {
  fullName: 'customerName',
  email: 'customerEmail',
  phone: 'customerPhone',
  address: 'shippingAddress',
  city: 'shippingCity',
  state: 'shippingState',
  pincode: 'shippingPincode',
  items: 'products',
  storeId: 'store',
};

export function underOrderDocument(err: unknown): never {
  if (!(err instanceof HttpProblem) || !err.errors) throw err;
  const errors = err.errors.map((e) => ({
    ...e,
    path: e.path.replace(/^\/body\/(\w+)/, (_, field: string) => `/body/documentData/${ORDER_DOCUMENT_FIELDS[field] ?? field}`),
  }));
  throw new HttpProblem(err.status, err.detail, err.code, errors, err.headers);
}

/** The first whole number in a budget given as text ("₹8,000", "8000 per month"); commas and spaces are ignored. */
function budgetOf(budget: number | string): number {
  if (typeof budget === 'number') return budget;
  const amount = /\d+(?:\.\d+)?/.exec(budget.replace(/[\s,]/g, ''));
  const rupees = amount ? Number(amount[0]) : NaN;
  if (!Number.isInteger(rupees) || rupees > 1_000_000) {
    const message = roommateFormMessages.budget;
    throw badRequest(message, 'invalid-input', [{ path: '/body/documentData/budget', message }]);
  }
  return rupees;
}

export function toRoommateInput(data: Schemas['RoommateRequestData']): JsonBody<'createRoommatePost'> {
  return {
    title: data.title,
    description: data.description,
    roommatePreferences: data.roommatePreferences,
    budget: budgetOf(data.budget),
    accommodationType: data.accommodationType,
    contactInfo: data.contactInfo,
    imageIds: imageIdsOf(data.images),
    location: data.location,
  };
}

/**
 * The listing, request and roommate services name fields as their own bodies do (`/body/price`,
 * `/body/imageIds/0`); here they sit under `documentData`, and pictures are `images`.
 */
export function underDocumentData(err: unknown): never {
  if (!(err instanceof HttpProblem) || !err.errors) throw err;
  const errors = err.errors.map((e) => ({
    ...e,
    path: e.path.replace(/^\/body\/imageIds\//, '/body/images/').replace(/^\/body\//, '/body/documentData/'),
  }));
  throw new HttpProblem(err.status, err.detail, err.code, errors, err.headers);
}
