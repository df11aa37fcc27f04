/** The checkout form's rules and the spec's words for them (document 2, sections 5 and 8). */
import { z } from 'zod';
import type { CheckoutInput, PaymentType } from '@thriftz/client/generated/model';
import type { CartItem } from '../../lib/cart';
import { needsSize } from '../../lib/cart-stores';

export const CHECKOUT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  invalidPincode: 'Please enter a valid 6-digit pincode',
  noPaymentOptions: 'No payment options available for this store.',
  choosePayment: 'Please select a payment method',
  loginFirst: 'Please log in to complete your purchase',
  placed: 'Order placed successfully! The store will review and confirm your order.',
  paid: 'Payment successful! The store will review and confirm your order.',
  placeFailed: 'Failed to place order. Please try again.',
  initiateFailed: 'Failed to initiate payment. Please try again.',
} as const;

export const sizeMessage = (title: string) => `Please select a size for ${title}`;

/** The labels, which the '{Field} is required' messages repeat. */
export const FIELD_LABELS = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  deliveryInstructions: 'Delivery Instructions',
} as const;

/** The contract's limits. */
export const CHECKOUT_LIMITS = { fullName: 100, email: 254, phone: 20, address: 500, city: 100, state: 100, pincode: 6, deliveryInstructions: 500 } as const;

const required = (field: keyof typeof FIELD_LABELS) =>
  z
    .string()
    .trim()
    .min(1, `${FIELD_LABELS[field]} is required`)
    .max(CHECKOUT_LIMITS[field], `${FIELD_LABELS[field]} must be ${CHECKOUT_LIMITS[field]} characters or fewer`);

export const checkoutSchema = z.object({
  fullName: required('fullName'),
  // The spec asks only for an at-sign.
  email: required('email').refine((value) => value.includes('@'), CHECKOUT_MESSAGES.invalidEmail),
  phone: required('phone').refine((value) => value.length >= 10, CHECKOUT_MESSAGES.invalidPhone),
  address: required('address'),
  city: required('city'),
  state: required('state'),
  pincode: z
    .string()
    .trim()
    .min(1, `${FIELD_LABELS.pincode} is required`)
    .regex(/^\d{6}$/, CHECKOUT_MESSAGES.invalidPincode),
  deliveryInstructions: z.string().trim().max(CHECKOUT_LIMITS.deliveryInstructions),
  // '' until the student picks one (a store with one option has it picked for them).
  paymentType: z
    .string()
    .refine((value) => value === 'cod' || value === 'prepaid', CHECKOUT_MESSAGES.choosePayment)
    .transform((value) => value as PaymentType),
});

export type CheckoutFormInput = z.input<typeof checkoutSchema>;
export type CheckoutFormValues = z.output<typeof checkoutSchema>;
export type CheckoutField = keyof CheckoutFormValues;

export const CHECKOUT_FIELDS = Object.keys(checkoutSchema.shape) as CheckoutField[];

/** The lines of a product with sizes but no size chosen: one message each. */
export const missingSizes = (items: readonly CartItem[]) => items.filter(needsSize).map((item) => sizeMessage(item.title));

export function toCheckoutInput(values: CheckoutFormValues, storeId: string, items: readonly CartItem[]): CheckoutInput {
  return {
    storeId,
    paymentType: values.paymentType,
    items: items.map((item) => ({ productId: item._id, storeId, quantity: item.quantity, ...(item.size ? { size: item.size } : {}) })),
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    address: values.address,
    city: values.city,
    state: values.state,
    pincode: values.pincode,
    ...(values.deliveryInstructions ? { deliveryInstructions: values.deliveryInstructions } : {}),
  };
}
