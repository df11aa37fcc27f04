import type { Db } from '../../db/knex.js';

/**
 * Stock, as checkout and order changes see it. A product without sizes keeps its stock on the
 * product; a product with sizes keeps it per size, and the product's `stock` is their sum (both
 * change in the same statement pair, in the caller's transaction). Reserving is a conditional
 * decrement (`stock >= quantity`), so concurrent buyers queue on the row and stock never goes
 * below zero: of 50 buyers of the last item, one succeeds.
 */

export interface CheckoutProductSize {
  key: string;
  size: string;
  stock: number;
}

export interface CheckoutProduct {
  id: string;
  storeId: string;
  title: string;
  price: number;
  stock: number;
  hasSizes: boolean;
  isActive: boolean;
  sizes: CheckoutProductSize[];
  firstImageId: string | null;
}

/** One line of stock to take or give back; `sizeKey` names the size of a product with sizes. */
export interface StockLine {
  productId: string;
  sizeKey: string | null;
  quantity: number;
}

/** The products checkout prices from (whatever their store or state: the caller decides), by id. */
export async function productsForCheckout(db: Db, ids: string[]): Promise<Map<string, CheckoutProduct>> {
  if (!ids.length) return new Map();
  const { rows } = await db.raw<{ rows: (Omit<CheckoutProduct, 'price'> & { price: string })[] }>(
    `SELECT p.id, p.store_id AS "storeId", p.title, p.price, p.stock, p.has_sizes AS "hasSizes", p.is_active AS "isActive",
            coalesce((SELECT json_agg(json_build_object('key', s.key, 'size', s.size, 'stock', s.stock) ORDER BY s.position)
                        FROM store_product_sizes s WHERE s.product_id = p.id), '[]') AS sizes,
            (SELECT i.id FROM images i WHERE i.store_product_id = p.id ORDER BY i.position LIMIT 1) AS "firstImageId"
       FROM store_products p
      WHERE p.id = ANY(?::uuid[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, { ...row, price: Number(row.price) }]));
}

/** Lines in one order (by product, then size), so two transactions never lock the same rows in opposite orders. */
const inLockOrder = (lines: StockLine[]) =>
  [...lines].sort((a, b) => a.productId.localeCompare(b.productId) || (a.sizeKey ?? '').localeCompare(b.sizeKey ?? ''));

/**
 * Takes each line's quantity from stock, in the caller's transaction. Answers the first line
 * there was not enough of (the caller rolls back), or null when every line was reserved.
 */
export async function reserveStock(trx: Db, lines: StockLine[]): Promise<StockLine | null> {
  for (const line of inLockOrder(lines)) {
    if (line.sizeKey !== null) {
      const size = await trx('store_product_sizes')
        .where({ productId: line.productId, key: line.sizeKey })
        .where('stock', '>=', line.quantity)
        .decrement('stock', line.quantity);
      if (!size) return line;
      await trx('store_products').where({ id: line.productId }).decrement('stock', line.quantity).update({ updatedAt: trx.fn.now() });
    } else {
      const product = await trx('store_products')
        .where({ id: line.productId, hasSizes: false })
        .where('stock', '>=', line.quantity)
        .decrement('stock', line.quantity)
        .update({ updatedAt: trx.fn.now() });
      if (!product) return line;
    }
  }
  return null;
}

/**
 * Gives each line's quantity back (a cancelled or abandoned order), in the caller's transaction.
 * A product or size deleted since has nothing to return to and is skipped.
 */
export async function releaseStock(trx: Db, lines: StockLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) {
    if (line.sizeKey !== null) {
      const size = await trx('store_product_sizes').where({ productId: line.productId, key: line.sizeKey }).increment('stock', line.quantity);
      if (size) await trx('store_products').where({ id: line.productId }).increment('stock', line.quantity).update({ updatedAt: trx.fn.now() });
    } else {
      await trx('store_products').where({ id: line.productId, hasSizes: false }).increment('stock', line.quantity).update({ updatedAt: trx.fn.now() });
    }
  }
}
