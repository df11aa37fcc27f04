/** The mini stores' words and values (document 2, sections 2.5, 3, 4, 8 and 9), in one place. */
import type { ListStoreProductsSort, ProductCategory, StoreCategory } from '@thriftz/client/generated/model';

/** The spec's messages, word for word. */
export const STORE_MESSAGES = {
  loading: 'Loading Awesome Content...',
  homeFailed: 'Failed to load content. Please try again later.',
  homeFailedText: "We're experiencing some technical difficulties. Please try again later.",
  noStores: 'No Stores Available',
  noStoresText: 'Be the first to create a store and start selling!',
  storesFailed: 'Failed to load stores. Please try again later.',
  noStoresInCategory: 'No stores found in this category. Try another!',
  noDescription: 'No description available for this store.',
  noHighlights: 'No highlights available.',
  storeNotFound: 'Store Not Found',
  storeNotFoundText: "The store you're looking for doesn't exist.",
  noProducts: 'No Products Available',
  noProductsText: "This store hasn't added any products yet.",
  checkBackLater: 'Check Back Later',
  storeFailed: 'Error loading store',
  loginToCreate: 'Please login to create a product',
  notYourStore: 'You can only add products to your own store',
  createStoreMissing: 'Store not found',
  requiredFields: 'Please fill in all required fields',
  productCreated: 'Product created successfully!',
  productCreateFailed: 'Error creating product. Please try again.',
  productNotFound: 'Product Not Found',
  productNotFoundText: 'The product you are looking for does not exist or is not available in this store.',
  outOfStock: 'This product is out of stock',
  selectSize: 'Please select a size first',
  addedToCart: 'Added to cart!',
} as const;

/** The chips of /all-stores, in order; `all` is the default. */
export const BROWSE_STORE_CATEGORIES = [
  'all',
  'clothing-fashion',
  'electronics',
  'books-stationery',
  'home-living',
  'gaming',
  'vehicles',
  'art-collectibles',
  'tools-equipment',
] as const satisfies readonly (StoreCategory | 'all')[];

export type BrowseStoreCategory = (typeof BROWSE_STORE_CATEGORIES)[number];

/**
 * Every store category a card may show: its label, and the emoji and tint drawn when it has no
 * cover. The tints are inline gradients, not utility classes: they stay in this page's chunk instead
 * of the stylesheet every page loads.
 */
export const STORE_CATEGORY_LOOK: Record<StoreCategory, { label: string; emoji: string; tint: string }> = {
  'clothing-fashion': { label: 'Clothing & Fashion', emoji: '👗', tint: 'linear-gradient(135deg, #ffe4e6, #fdf2f8)' },
  electronics: { label: 'Electronics', emoji: '💻', tint: 'linear-gradient(135deg, #ede9fe, #eef2ff)' },
  'books-stationery': { label: 'Books & Stationery', emoji: '📚', tint: 'linear-gradient(135deg, #e0f2fe, #eff6ff)' },
  'home-living': { label: 'Home & Living', emoji: '🏠', tint: 'linear-gradient(135deg, #fef3c7, #fff7ed)' },
  gaming: { label: 'Gaming', emoji: '🎮', tint: 'linear-gradient(135deg, #e0e7ff, #faf5ff)' },
  vehicles: { label: 'Vehicles', emoji: '🚲', tint: 'linear-gradient(135deg, #d1fae5, #f0fdfa)' },
  'art-collectibles': { label: 'Art & Collectibles', emoji: '🎨', tint: 'linear-gradient(135deg, #fae8ff, #fdf2f8)' },
  'tools-equipment': { label: 'Tools & Equipment', emoji: '🛠️', tint: 'linear-gradient(135deg, #e2e8f0, #f8fafc)' },
  'food-beverages': { label: 'Food & Beverages', emoji: '🍔', tint: 'linear-gradient(135deg, #ffedd5, #fffbeb)' },
  'health-beauty': { label: 'Health & Beauty', emoji: '💄', tint: 'linear-gradient(135deg, #fce7f3, #fff1f2)' },
  'sports-fitness': { label: 'Sports & Fitness', emoji: '⚽', tint: 'linear-gradient(135deg, #ecfccb, #f0fdf4)' },
  'jewelry-accessories': { label: 'Jewelry & Accessories', emoji: '💍', tint: 'linear-gradient(135deg, #fef9c3, #fffbeb)' },
  'pet-supplies': { label: 'Pet Supplies', emoji: '🐾', tint: 'linear-gradient(135deg, #ccfbf1, #ecfeff)' },
  services: { label: 'Services', emoji: '🤝', tint: 'linear-gradient(135deg, #cffafe, #f0f9ff)' },
  miscellaneous: { label: 'Miscellaneous', emoji: '🛍️', tint: 'linear-gradient(135deg, #f1f5f9, #ffffff)' },
};

export const browseCategoryLabel = (category: BrowseStoreCategory) =>
  category === 'all' ? 'All Stores' : STORE_CATEGORY_LOOK[category].label;

/** The category a URL asks for: any known store category, else all. */
export function parseStoreCategory(value: string | null): StoreCategory | 'all' {
  return value && value in STORE_CATEGORY_LOOK ? (value as StoreCategory) : 'all';
}

/** The categories a product can be created in (and the store page filters by). */
export const PRODUCT_CATEGORIES = ['clothing', 'electronics', 'books', 'home', 'sports', 'beauty', 'other'] as const satisfies readonly ProductCategory[];

export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  clothing: 'Clothing',
  electronics: 'Electronics',
  books: 'Books',
  home: 'Home',
  sports: 'Sports',
  beauty: 'Beauty',
  other: 'Other',
};

export const PRODUCT_SORTS = ['newest', 'price-low', 'price-high', 'oldest', 'popular'] as const satisfies readonly ListStoreProductsSort[];

export const PRODUCT_SORT_LABELS: Record<ListStoreProductsSort, string> = {
  newest: 'Newest first',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  oldest: 'Oldest first',
  popular: 'Popular (hot deals first)',
};

/** The store page's price filter when cleared (document 2, section 9). */
export const STORE_PRICE_BOUNDS = { min: 0, max: 10_000 } as const;

/** A product's stock at or under this reads 'Only N left'. */
export const LOW_STOCK = 5;

export const storePath = (slugOrId: string) => `/mini-stores/${encodeURIComponent(slugOrId)}`;
export const productPath = (storeSlug: string, productId: string) => `${storePath(storeSlug)}/product/${productId}`;
export const createProductPath = (storeId: string) => `${storePath(storeId)}/create-product`;

/** A link typed into the showcase or a store's settings is followed only if it is a page of ours or a web address. */
export const isInternalLink = (href: string) => href.startsWith('/') && !href.startsWith('//');
export const isWebLink = (href: string) => /^https?:\/\//i.test(href);
