// POST /api/orders: one store's cart becomes an order, priced from the database, its stock
// reserved in the same transaction as the order's insert (all or nothing).
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, conflict, forbidden, HttpProblem, notFound, type FieldError } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { productsForCheckout, reserveStock, type CheckoutProduct, type StockLine } from '../store-products/index.js';
import { findUserById } from '../users/index.js';
import { checkContact, type CheckoutInput } from './checkout-form.js';
import { findStoreForCheckout, insertOrder, linesOf, lockUnpaidOrders, updateOrderContact, type NewLine } from './orders.repository.js';
import { orderById } from './orders.service.js';

export const PROFILE_REQUIRED = 'User profile is required to place an order. Please log in.';
export const STORE_NOT_FOUND = 'Store not found';
export const SAME_STORE = 'All items in cart must be from the same store';
export const NO_PAYMENT_OPTIONS = 'No payment options available for this store.';
export const OWN_STORE = 'You cannot order from your own store.';
const PAYMENT_LABELS = { cod: 'Cash on Delivery', prepaid: 'Prepaid' } as const;
export const notAccepted = (type: keyof typeof PAYMENT_LABELS) => `This store does not accept ${PAYMENT_LABELS[type]} payments.`;
export const noLongerAvailable = (title: string) => `${title} is no longer available`;
export const selectSize = (title: string) => `Please select a size for ${title}`;
export const outOfStock = (title: string) => `${title} is out of stock`;
export const onlyLeft = (n: number, title: string) => `Only ${n} left of ${title}`;
const MAX_PER_LINE = 100;

type PricedLine = NewLine & { productId: string };

/** The size a cart line names, by its text or its key (any case); undefined when none matches. */
function sizeOf(product: CheckoutProduct, asked: string | undefined) {
  const wanted = asked?.trim().toLowerCase();
  if (!wanted) return undefined;
  return product.sizes.find((s) => s.key.toLowerCase() === wanted || s.size.toLowerCase() === wanted);
}

/** Each cart line checked against its product and priced from it; lines of the same product and size merged. */
function priceLines(input: CheckoutInput, products: Map<string, CheckoutProduct>): PricedLine[] {
  const merged = new Map<string, PricedLine>();
  const sizeErrors: FieldError[] = [];
  input.items.forEach((item, index) => {
    const product = products.get(item.productId);
    if (!product || !product.isActive) throw conflict(noLongerAvailable(product?.title ?? 'A product in your cart'), 'product-unavailable');
    if (product.storeId !== input.storeId) throw badRequest(SAME_STORE, 'mixed-stores', [{ path: `/body/items/${index}/storeId`, message: SAME_STORE }]);
    const size = product.hasSizes ? sizeOf(product, item.size) : undefined;
    if (product.hasSizes && !size) {
      sizeErrors.push({ path: `/body/items/${index}/size`, message: selectSize(product.title) });
      return;
    }
    const key = `${product.id}|${size?.key ?? ''}`;
    const line = merged.get(key) ?? {
      productId: product.id,
      title: product.title,
      price: product.price,
      quantity: 0,
      sizeKey: size?.key ?? null,
      size: size?.size ?? null,
      imageId: product.firstImageId,
    };
    line.quantity += item.quantity;
    if (line.quantity > MAX_PER_LINE) throw badRequest(`You can order at most ${MAX_PER_LINE} of ${product.title}`, 'too-many');
    merged.set(key, line);
  });
  if (sizeErrors.length) throw badRequest(sizeErrors[0]!.message, 'size-required', sizeErrors);
  return [...merged.values()];
}

/** The refusal for the line there was not enough of, with what is left of it now. */
export async function shortage(trx: Db, line: StockLine & { title: string }): Promise<HttpProblem> {
  const product = (await productsForCheckout(trx, [line.productId])).get(line.productId);
  const left = (line.sizeKey === null ? product?.stock : product?.sizes.find((s) => s.key === line.sizeKey)?.stock) ?? 0;
  return left > 0 ? conflict(onlyLeft(left, line.title), 'not-enough-stock') : conflict(outOfStock(line.title), 'out-of-stock');
}

/** What makes two checkouts the same: each line's product, size, quantity and price, in any order. */
const signature = (lines: readonly { productId: string | null; sizeKey: string | null; quantity: number; price: number | string }[]) =>
  lines
    .map((l) => `${l.productId ?? ''}|${l.sizeKey ?? ''}|${l.quantity}|${Number(l.price).toFixed(2)}`)
    .sort()
    .join('\n');

/**
 * The rule of resuming: a prepaid checkout by a buyer who has an order in this store still
 * awaiting its payment with exactly the same lines (the same products, sizes and quantities, at
 * the same prices) answers that order instead of placing another: its stock is already held for
 * them, so it is held once, and the payment window opens for it again. Any other difference (a
 * line more or less, another quantity or size, a price changed since) places a new order. The
 * delivery details are the ones typed this time.
 */
async function unpaidTwin(trx: Db, buyerId: string, storeId: string, lines: readonly PricedLine[]): Promise<string | undefined> {
  const ids = await lockUnpaidOrders(trx, buyerId, storeId);
  if (!ids.length) return undefined;
  const wanted = signature(lines);
  const byOrder = await linesOf(trx, ids);
  return ids.find((id) => signature(byOrder.get(id)!) === wanted);
}

export async function placeOrder(db: Db, buyer: SessionUser, input: CheckoutInput): Promise<Schemas['Order']> {
  const user = await findUserById(db, buyer.id);
  if (!user?.profileCreatedAt) throw forbidden(PROFILE_REQUIRED, 'profile-required');
  const { contact, errors } = checkContact(input);
  if (errors.length) throw badRequest(errors[0]!.message, 'invalid-input', errors);
  const strayItem = input.items.findIndex((item) => item.storeId !== undefined && item.storeId !== input.storeId);
  if (strayItem >= 0) throw badRequest(SAME_STORE, 'mixed-stores', [{ path: `/body/items/${strayItem}/storeId`, message: SAME_STORE }]);

  const store = await findStoreForCheckout(db, input.storeId);
  if (!store) throw notFound(STORE_NOT_FOUND);
  // An owner's order from their own store would only inflate its figures (and Featured Stores).
  if (store.ownerId === buyer.id) throw forbidden(OWN_STORE, 'own-store');
  if (!store.paymentOptions.length) throw badRequest(NO_PAYMENT_OPTIONS, 'no-payment-options');
  if (!store.paymentOptions.includes(input.paymentType)) throw badRequest(notAccepted(input.paymentType), 'payment-type-not-accepted');

  const products = await productsForCheckout(db, [...new Set(input.items.map((i) => i.productId))]);
  const lines = priceLines(input, products);
  const total = Math.round(lines.reduce((sum, l) => sum + l.price * l.quantity, 0) * 100) / 100;
  // A prepaid order of free items needs no gateway (which refuses an amount of 0): it is placed as paid.
  const nothingToCharge = input.paymentType === 'prepaid' && total === 0;

  const id = await db.transaction(async (trx) => {
    const resumed = input.paymentType === 'prepaid' ? await unpaidTwin(trx, buyer.id, store.id, lines) : undefined;
    if (resumed) {
      await updateOrderContact(trx, resumed, contact);
      return resumed;
    }
    const short = await reserveStock(trx, lines);
    if (short) throw await shortage(trx, lines.find((l) => l.productId === short.productId && l.sizeKey === short.sizeKey)!);
    return insertOrder(
      trx,
      {
        storeId: store.id,
        storeName: store.name,
        buyerId: buyer.id,
        status: input.paymentType === 'cod' || nothingToCharge ? 'pending' : 'awaiting_payment',
        paidAt: nothingToCharge ? new Date() : null,
        paymentType: input.paymentType,
        total,
        ...contact,
      },
      lines,
    );
  });
  return orderById(db, id);
}
