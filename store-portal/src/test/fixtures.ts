/** The portal's API answers as the server sends them, for page tests. */
import type { Order, PortalDashboard, PortalSession, PortalStore, StoreProduct } from '@thriftz/client/generated/model';

export const STORE_ID = '5e5e5e5e-1111-4222-8333-444444444444';

export const STORE: PortalStore = {
  _id: STORE_ID,
  name: 'Campus Threads',
  slug: 'campus-threads',
  description: 'Thrifted clothes from the hostel.',
  category: 'clothing-fashion',
  coverImage: null,
  logo: null,
  highlights: [],
  isPremium: false,
  isNew: false,
  createdAt: '2025-08-01T10:00:00Z',
  location: 'Block C',
  contactInfo: '+91 98765 43210',
  contactLink: 'https://wa.me/919876543210',
  socialLinks: {},
  paymentOptions: ['prepaid', 'cod'],
  designPreset: { colorScheme: 'default' },
  owner: { _id: '11111111-2222-4333-8444-555555555555', fullName: 'Asha Rao', profileImage: null },
  isOwner: false,
  updatedAt: '2025-08-02T10:00:00Z',
  ownerDetails: { _id: '11111111-2222-4333-8444-555555555555', fullName: 'Asha Rao', email: 'asha@campus.edu', phone: '9876543210' },
  entryCodeSetAt: '2025-08-01T10:00:00Z',
};

export const SESSION: PortalSession = { store: STORE, expiresAt: '2030-01-01T00:00:00Z' };

export const DASHBOARD: PortalDashboard = {
  totalProducts: 12,
  activeProducts: 9,
  totalOrders: 30,
  pendingOrders: 4,
  totalRevenue: 125499.5,
  revenueByStatus: { pending: 2000, confirmed: 5000, shipped: 499.5, delivered: 120000, cancelled: 800 },
};

let nextId = 0;
const uuid = (prefix: string) => `${prefix}-1111-4222-8333-${String(++nextId).padStart(12, '0')}`;

export function product(overrides: Partial<StoreProduct> = {}): StoreProduct {
  return {
    _id: uuid('7a7a7a7a'),
    title: 'Denim Jacket',
    description: 'Barely worn.',
    price: 899,
    category: 'clothing',
    stock: 3,
    hasSizes: false,
    sizes: [],
    images: [],
    isActive: true,
    boosted: false,
    boostLocation: null,
    boostTime: null,
    isNew: true,
    isHot: false,
    createdAt: '2025-08-03T10:00:00Z',
    store: { _id: STORE_ID, name: STORE.name, slug: STORE.slug },
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  const _id = uuid('8b8b8b8b');
  return {
    _id,
    orderId: `ORD-20250804-${_id.slice(-6)}`,
    status: 'pending',
    paymentType: 'cod',
    total: 1798,
    customerName: 'Ravi Kumar',
    customerEmail: 'ravi@campus.edu',
    customerPhone: '9123456780',
    shippingAddress: 'Room 204, Hostel B',
    shippingCity: 'Manipal',
    shippingState: 'Karnataka',
    shippingPincode: '576104',
    deliveryInstructions: '',
    cancellationReason: null,
    createdAt: '2025-08-04T09:00:00Z',
    statusUpdatedAt: '2025-08-04T09:00:00Z',
    paidAt: null,
    confirmedAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    razorpayOrderId: null,
    razorpayPaymentId: null,
    store: { _id: STORE_ID, name: STORE.name, slug: STORE.slug },
    buyer: { _id: '99999999-1111-4222-8333-444444444444', fullName: 'Ravi Kumar', email: 'ravi@campus.edu' },
    products: [{ productId: null, title: 'Denim Jacket', price: 899, quantity: 2, size: 'M', image: null }],
    ...overrides,
  };
}
