/** The mini stores' words and values (document 2, sections 2.5, 3, 4, 8 and 9), in one place. */
import type { ListStoreProductsSort, ProductCategory, StoreCategory } from '../../api/generated/model';

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

/** Every store category a card may show: its label and the emoji drawn when it has no cover. */
export const STORE_CATEGORY_LOOK: Record<StoreCategory, { label: string; emoji: string; tint: string }> = {
  'clothing-fashion': { label: 'Clothing & Fashion', emoji: '👗', tint: 'from-rose-100 to-pink-50' },
  electronics: { label: 'Electronics', emoji: '💻', tint: 'from-violet-100 to-indigo-50' },
  'books-stationery': { label: 'Books & Stationery', emoji: '📚', tint: 'from-sky-100 to-blue-50' },
  'home-living': { label: 'Home & Living', emoji: '🏠', tint: 'from-amber-100 to-orange-50' },
  gaming: { label: 'Gaming', emoji: '🎮', tint: 'from-indigo-100 to-purple-50' },
  vehicles: { label: 'Vehicles', emoji: '🚲', tint: 'from-emerald-100 to-teal-50' },
  'art-collectibles': { label: 'Art & Collectibles', emoji: '🎨', tint: 'from-fuchsia-100 to-pink-50' },
  'tools-equipment': { label: 'Tools & Equipment', emoji: '🛠️', tint: 'from-slate-200 to-slate-50' },
  'food-beverages': { label: 'Food & Beverages', emoji: '🍔', tint: 'from-orange-100 to-amber-50' },
  'health-beauty': { label: 'Health & Beauty', emoji: '💄', tint: 'from-pink-100 to-rose-50' },
  'sports-fitness': { label: 'Sports & Fitness', emoji: '⚽', tint: 'from-lime-100 to-green-50' },
  'jewelry-accessories': { label: 'Jewelry & Accessories', emoji: '💍', tint: 'from-yellow-100 to-amber-50' },
  'pet-supplies': { label: 'Pet Supplies', emoji: '🐾', tint: 'from-teal-100 to-cyan-50' },
  services: { label: 'Services', emoji: '🤝', tint: 'from-cyan-100 to-sky-50' },
  miscellaneous: { label: 'Miscellaneous', emoji: '🛍️', tint: 'from-slate-100 to-white' },
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
