import { StoreCategory } from '@thriftz/client/generated/model';

/** The store categories' names as the portal shows them. */
export const STORE_CATEGORY_LABELS: Record<StoreCategory, string> = {
  'clothing-fashion': 'Clothing & Fashion',
  electronics: 'Electronics',
  'books-stationery': 'Books & Stationery',
  'home-living': 'Home & Living',
  gaming: 'Gaming',
  vehicles: 'Vehicles',
  'art-collectibles': 'Art & Collectibles',
  'tools-equipment': 'Tools & Equipment',
  'food-beverages': 'Food & Beverages',
  'health-beauty': 'Health & Beauty',
  'sports-fitness': 'Sports & Fitness',
  'jewelry-accessories': 'Jewelry & Accessories',
  'pet-supplies': 'Pet Supplies',
  services: 'Services',
  miscellaneous: 'Miscellaneous',
};

export const STORE_CATEGORIES = Object.values(StoreCategory);
