/** Mini-store answers as the API gives them, for the storefront's tests. */
import type { Image, Store, StoreCard, StoreProduct, StoreShowcase } from '@thriftz/client/generated/model';

export const STORE_ID = '5f0c2a1e-7b3d-4c8e-9a6f-1d2e3f4a5b6c';
export const PRODUCT_ID = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d';

export const image = (n: number): Image => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  thumbUrl: `/api/images/${n}/thumb.webp`,
  cardUrl: `/api/images/${n}/card.webp`,
  mainUrl: `/api/images/${n}/main.webp`,
});

export const STORE_CARD: StoreCard = {
  _id: STORE_ID,
  name: 'Campus Threads',
  slug: 'campus-threads',
  description: 'Hand-picked thrift fashion from the hostel blocks.',
  category: 'clothing-fashion',
  coverImage: image(1),
  logo: null,
  highlights: [image(2), image(3)],
  isPremium: true,
  isNew: true,
  createdAt: '2025-08-01T10:00:00Z',
};

export const STORE: Store = {
  ...STORE_CARD,
  location: 'Hostel 4, North Campus',
  contactInfo: 'DM on Instagram',
  contactLink: 'https://instagram.com/campusthreads',
  socialLinks: {},
  paymentOptions: ['cod', 'prepaid'],
  designPreset: { colorScheme: 'default' },
  owner: { _id: '99999999-2222-4333-8444-555555555555', fullName: 'Meera Iyer', profileImage: null },
  isOwner: false,
  updatedAt: '2025-08-02T10:00:00Z',
};

export const PRODUCT: StoreProduct = {
  _id: PRODUCT_ID,
  title: 'Vintage denim jacket',
  description: 'Barely worn, size chart in the pictures.',
  price: 1299,
  category: 'clothing',
  stock: 3,
  hasSizes: true,
  sizes: [
    { _key: 's', size: 'S', stock: 0 },
    { _key: 'm', size: 'M', stock: 2 },
    { _key: 'l', size: 'L', stock: 1 },
  ],
  images: [image(4)],
  isActive: true,
  boosted: false,
  boostLocation: null,
  boostTime: null,
  isNew: true,
  isHot: false,
  createdAt: '2025-08-03T10:00:00Z',
  store: { _id: STORE_ID, name: 'Campus Threads', slug: 'campus-threads' },
};

export const EMPTY_SHOWCASE: StoreShowcase = { slides: [], promos: [] };

export const storePage = <T>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 12 });
