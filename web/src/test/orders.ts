/** Cart lines, stores and orders for the cart, checkout, confirmation and My Orders tests. */
import type { Order, PaymentOption, Store } from '@thriftz/client/generated/model';
import { CART_STORAGE_KEY, type CartItem } from '../lib/cart';
import { STUDENT } from './fixtures';

export const STORE_A = { _id: 'a0a0a0a0-1111-4222-8333-444444444444', name: 'Campus Threads', slug: 'campus-threads' };
export const STORE_B = { _id: 'b0b0b0b0-1111-4222-8333-444444444444', name: 'Book Nook', slug: 'book-nook' };

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    _id: 'c1c1c1c1-1111-4222-8333-444444444444',
    title: 'Blue Hoodie',
    price: 799,
    stock: 5,
    hasSizes: true,
    size: 'M',
    quantity: 1,
    imageUrl: '/uploads/hoodie-thumb.webp',
    store: STORE_A,
    ...overrides,
  };
}

/** Puts these lines in the browser's cart, as a page would find them. */
export function seedCart(items: CartItem[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}

export const readCart = (): CartItem[] => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[];

export function store(paymentOptions: PaymentOption[] = ['cod', 'prepaid'], base = STORE_A): Store {
  return {
    ...base,
    description: 'Hoodies and tees',
    category: 'clothing-fashion',
    coverImage: null,
    logo: null,
    highlights: [],
    isPremium: false,
    isNew: false,
    createdAt: '2025-08-01T10:00:00Z',
    location: 'Hostel 4',
    contactInfo: '',
    contactLink: '',
    socialLinks: {},
    paymentOptions,
    designPreset: { colorScheme: 'default' },
    owner: { _id: 'd0d0d0d0-1111-4222-8333-444444444444', fullName: 'Asha Rao', profileImage: null },
    isOwner: false,
    updatedAt: '2025-08-01T10:00:00Z',
  };
}

export const ORDER_UUID = 'e0e0e0e0-1111-4222-8333-444444444444';
export const ORDER_NUMBER = 'ORD-20250805-123456';

export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: ORDER_UUID,
    orderId: ORDER_NUMBER,
    status: 'pending',
    paymentType: 'cod',
    total: 1598,
    customerName: 'Ravi Kumar',
    customerEmail: 'viewer@campus.edu',
    customerPhone: '9876543210',
    shippingAddress: 'Room 12, Hostel 4',
    shippingCity: 'Vellore',
    shippingState: 'Tamil Nadu',
    shippingPincode: '632014',
    deliveryInstructions: '',
    cancellationReason: null,
    createdAt: '2025-08-05T06:30:00Z',
    statusUpdatedAt: '2025-08-05T06:30:00Z',
    paidAt: null,
    confirmedAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    razorpayOrderId: null,
    razorpayPaymentId: null,
    store: STORE_A,
    buyer: { _id: STUDENT.id, fullName: STUDENT.fullName, email: STUDENT.email },
    products: [
      {
        productId: 'c1c1c1c1-1111-4222-8333-444444444444',
        title: 'Blue Hoodie',
        price: 799,
        quantity: 2,
        size: 'M',
        image: null,
      },
    ],
    ...overrides,
  };
}
