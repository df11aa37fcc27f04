/** The add/edit product form's values, its check, and the request body it becomes. */
import { ProductCategory, type StoreProduct, type StoreProductInput } from '@thriftz/client/generated/model';

export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  clothing: 'Clothing',
  electronics: 'Electronics',
  books: 'Books',
  home: 'Home',
  sports: 'Sports',
  beauty: 'Beauty',
  other: 'Other',
};
export const PRODUCT_CATEGORIES = Object.values(ProductCategory);

export const MAX_PRODUCT_IMAGES = 10;
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
/** The server's words for a size named twice (in any case: 'M' and 'm' are one size). */
export const SIZE_TWICE_MESSAGE = 'Each size can be listed only once.';

export interface SizeRow {
  /** The size's key when it already exists (orders' lines name it). */
  key?: string;
  size: string;
  stock: string;
}

export interface ProductFormValues {
  title: string;
  description: string;
  price: string;
  category: ProductCategory | '';
  stock: string;
  hasSizes: boolean;
  sizes: SizeRow[];
}

export const EMPTY_PRODUCT: ProductFormValues = {
  title: '',
  description: '',
  price: '',
  category: '',
  stock: '0',
  hasSizes: false,
  sizes: [{ size: '', stock: '0' }],
};

export function valuesFromProduct(product: StoreProduct): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    price: String(product.price),
    category: product.category,
    stock: String(product.stock),
    hasSizes: product.hasSizes,
    sizes: product.sizes.length
      ? product.sizes.map((size) => ({ key: size._key, size: size.size, stock: String(size.stock) }))
      : EMPTY_PRODUCT.sizes,
  };
}

/** Title, price and category are required; the price must read as a number. */
export function missingRequired(values: ProductFormValues): boolean {
  return !values.title.trim() || !values.category || !values.price.trim() || Number.isNaN(Number.parseFloat(values.price));
}

/** The index of the first size row naming, case aside, a size an earlier row names; -1 if none (or no sizes). */
export function repeatedSize(values: ProductFormValues): number {
  if (!values.hasSizes) return -1;
  const seen = new Set<string>();
  return values.sizes.findIndex((row) => {
    const name = row.size.trim().toLowerCase();
    if (!name) return false;
    if (seen.has(name)) return true;
    seen.add(name);
    return false;
  });
}

const stockOf = (value: string) => {
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) || parsed < 0 ? 0 : parsed;
};

/** Price as a decimal, stock as an integer (0 by default), sizes only with hasSizes, else none. */
export function productInput(values: ProductFormValues, imageIds: string[]): StoreProductInput & { category: ProductCategory } {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: Number.parseFloat(values.price),
    category: values.category as ProductCategory,
    stock: stockOf(values.stock),
    hasSizes: values.hasSizes,
    sizes: values.hasSizes
      ? values.sizes
          .filter((row) => row.size.trim())
          .map((row) => ({ ...(row.key ? { _key: row.key } : {}), size: row.size.trim(), stock: stockOf(row.stock) }))
      : [],
    imageIds,
  };
}
