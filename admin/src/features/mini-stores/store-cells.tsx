import { Box, Link, Typography } from '@mui/material';
import type { AdminStore } from './mini-stores-data-provider';
import { ListEmptyState } from '../../ui/list-empty-state';

const PAYMENT_LABELS = { cod: 'Cash on Delivery', prepaid: 'Prepaid' } as const;

export const paymentText = (store: AdminStore) => store.paymentOptions.map((p) => PAYMENT_LABELS[p]).join(', ');

const CATEGORY_LABELS: Record<string, string> = {
  'clothing-fashion': 'Clothing & fashion',
  'books-stationery': 'Books & stationery',
  'home-living': 'Home & living',
  'art-collectibles': 'Art & collectibles',
  'tools-equipment': 'Tools & equipment',
  'food-beverages': 'Food & beverages',
  'health-beauty': 'Health & beauty',
  'sports-fitness': 'Sports & fitness',
  'jewelry-accessories': 'Jewelry & accessories',
  'pet-supplies': 'Pet supplies',
};

/** A store's or a product's category as people read it. */
export const categoryText = (category: string) => CATEGORY_LABELS[category] ?? category.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function StoreNameCell({ store }: { store: AdminStore }) {
  return (
    <Box>
      <Link href={`/mini-stores/${store.slug}`} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
        {store.name}
      </Link>
      <Typography variant="caption" color="text.secondary" component="p">
        {categoryText(store.category)}
      </Typography>
    </Box>
  );
}

export function PersonCell({ fullName, email }: { fullName: string; email: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2">{fullName}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {email}
      </Typography>
    </Box>
  );
}

export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <ListEmptyState icon={null} message={title} hint={hint} />
  );
}
