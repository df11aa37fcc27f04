// Adding, editing and deleting a store's products: by its owner in the student app, or through the owner portal.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex.js';
import type { JsonBody } from '../../http/contract.js';
import { badRequest, forbidden, notFound } from '../../http/problem.js';
import { recordAudit } from '../audit/index.js';
import { attachImages, deleteImagesOf, replaceImages, type PictureStore } from '../images/index.js';
import { findStoreRef, type StoreRefRow } from '../stores/index.js';
import { REQUIRED_FIELDS } from './store-products.form.js';
import * as repo from './store-products.repository.js';
import { getOwnProduct, PRODUCT_NOT_FOUND } from './store-products.service.js';

type ProductInput = JsonBody<'createStoreProduct'>;
type ProductPatch = JsonBody<'updatePortalProduct'>;
type SizeInput = NonNullable<ProductInput['sizes']>[number];
interface Size {
  key: string;
  size: string;
  stock: number;
}

const required = (field: string) => badRequest(REQUIRED_FIELDS, 'invalid-input', [{ path: `/body/${field}`, message: REQUIRED_FIELDS }]);

/** A new size's key: short, random, and never reused for another size (orders' lines name sizes by key). */
const newSizeKey = () => randomBytes(6).toString('base64url');

/** A size named twice in one product (in any case: 'M' and 'm' are the same size). */
export const SIZE_LISTED_TWICE = 'Each size can be listed only once.';

/**
 * The sizes as stored: trimmed, each named once (case aside), each keeping its key (the one sent, else the
 * key the same size already had, else a new one).
 */
function sizesOf(input: SizeInput[], current: Size[]): Size[] {
  const keyOfSize = new Map(current.map((s) => [s.size, s.key]));
  const sizes = input.map((s, i) => {
    const size = s.size.trim();
    if (!size) throw badRequest(REQUIRED_FIELDS, 'invalid-input', [{ path: `/body/sizes/${i}/size`, message: REQUIRED_FIELDS }]);
    return { key: s._key?.trim() || keyOfSize.get(size) || newSizeKey(), size, stock: s.stock };
  });
  // 'M' and 'm' are one size to a buyer: names are compared without case.
  const named = sizes.map((s) => s.size.toLowerCase());
  const twice = sizes.findIndex((s, i) => sizes.findIndex((o, j) => named[j] === named[i] || o.key === s.key) !== i);
  if (twice !== -1) {
    const message = SIZE_LISTED_TWICE;
    throw badRequest(message, 'invalid-input', [{ path: `/body/sizes/${twice}/size`, message }]);
  }
  return sizes;
}

/** A product's fields from a full form, trimmed and checked; with sizes its stock is theirs. */
function checkedFields(input: ProductInput, current: Size[]): { fields: repo.ProductFields; sizes: Size[] } {
  const title = input.title.trim();
  if (!title) throw required('title');
  const hasSizes = input.hasSizes ?? false;
  const sizes = hasSizes ? sizesOf(input.sizes ?? [], current) : [];
  return {
    fields: {
      title,
      description: input.description?.trim() ?? '',
      price: input.price,
      category: input.category ?? 'other',
      stock: hasSizes ? sizes.reduce((sum, s) => sum + s.stock, 0) : (input.stock ?? 0),
      hasSizes,
      isActive: input.isActive ?? true,
    },
    sizes,
  };
}

/** The portal's actions land in the audit log in the store's name. */
const storeActor = (store: Pick<StoreRefRow, 'id' | 'name'>) => ({ kind: 'store' as const, storeId: store.id, storeName: store.name });

/**
 * Adds the product to the store with the owner's uploaded pictures (the portal uploads in the
 * owner's name too); through the portal, audited.
 */
async function createProduct(db: Db, store: StoreRefRow, input: ProductInput, audited = false) {
  const { fields, sizes } = checkedFields(input, []);
  const id = await db.transaction(async (trx) => {
    const productId = await repo.insertProduct(trx, store.id, fields);
    await repo.replaceSizes(trx, productId, sizes);
    await attachImages(trx, 'storeProduct', productId, store.ownerId, input.imageIds ?? []);
    if (audited) {
      await recordAudit(trx, storeActor(store), {
        action: 'store-product.create',
        targetType: 'store-product',
        targetId: productId,
        summary: `Added the product ${fields.title} to ${store.name}`,
      });
    }
    return productId;
  });
  return getOwnProduct(db, store.id, id);
}

/** Add New Product in the student app: only the store's owner. */
export async function createProductAsOwner(db: Db, viewerId: string, idOrSlug: string, input: ProductInput) {
  const store = await findStoreRef(db, idOrSlug);
  if (store.ownerId !== viewerId) throw forbidden('You can only add products to your own store');
  return createProduct(db, store, input);
}

/** The owner portal's Add Product, for the session's store; its form also requires a category. */
export async function createProductInPortal(db: Db, storeId: string, input: ProductInput) {
  if (!input.category) throw required('category');
  return createProduct(db, await findStoreRef(db, storeId), input, true);
}

/**
 * The owner portal edits one of its store's products (any field; `isActive` alone activates or
 * deactivates it). Another store's product is not found. Removed pictures' files go once the
 * transaction has committed.
 */
export async function updateProductInPortal(db: Db, pictures: PictureStore, storeId: string, productId: string, patch: ProductPatch) {
  const store = await findStoreRef(db, storeId);
  const removed = await db.transaction(async (trx) => {
    const locked = await repo.lockOfStore(trx, storeId, productId);
    if (!locked) throw notFound(PRODUCT_NOT_FOUND);
    const current = (await repo.findOfStore(trx, storeId, productId))!;
    const { imageIds, ...edit } = patch;
    const hasSizes = edit.hasSizes ?? current.hasSizes;
    const { fields, sizes } = checkedFields(
      {
        title: edit.title ?? current.title,
        description: edit.description ?? current.description,
        price: edit.price ?? current.price,
        category: edit.category ?? current.category,
        stock: edit.stock ?? current.stock,
        hasSizes,
        sizes: edit.sizes ?? locked.sizes.map((s) => ({ _key: s.key, size: s.size, stock: s.stock })),
        isActive: edit.isActive ?? current.isActive,
      },
      locked.sizes,
    );
    await repo.updateProduct(trx, productId, fields);
    await repo.replaceSizes(trx, productId, sizes);
    const onlySwitch = Object.keys(patch).length === 1 && edit.isActive !== undefined;
    const action = !onlySwitch ? 'store-product.update' : edit.isActive ? 'store-product.activate' : 'store-product.deactivate';
    const verb = !onlySwitch ? 'Edited' : edit.isActive ? 'Activated' : 'Deactivated';
    await recordAudit(trx, storeActor(store), { action, targetType: 'store-product', targetId: productId, summary: `${verb} the product ${fields.title}` });
    return imageIds ? replaceImages(trx, 'storeProduct', productId, store.ownerId, imageIds) : [];
  });
  await pictures.remove(removed);
  return getOwnProduct(db, storeId, productId);
}

/** The owner portal deletes one of its store's products with its pictures; orders keep their lines. */
export async function deleteProductInPortal(db: Db, pictures: PictureStore, storeId: string, productId: string) {
  const store = await findStoreRef(db, storeId);
  const imageIds = await db.transaction(async (trx) => {
    if (!(await repo.lockOfStore(trx, storeId, productId))) throw notFound(PRODUCT_NOT_FOUND);
    const { title } = (await repo.findOfStore(trx, storeId, productId))!;
    const ids = await deleteImagesOf(trx, 'storeProduct', productId);
    await repo.deleteProduct(trx, productId);
    await recordAudit(trx, storeActor(store), { action: 'store-product.delete', targetType: 'store-product', targetId: productId, summary: `Deleted the product ${title}` });
    return ids;
  });
  await pictures.remove(imageIds);
}
