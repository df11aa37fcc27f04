// The checkout form's rules, worded as the spec has them (document 2, sections 5 and 8). Every
// field's problem is answered at once, so the form can mark them all.
import type { JsonBody } from '../../http/contract.js';
import type { FieldError } from '../../http/problem.js';
import type { OrderContact } from './orders.repository.js';

export type CheckoutInput = JsonBody<'placeOrder'>;

const REQUIRED: [keyof CheckoutInput, string][] = [
  ['fullName', 'Full name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['pincode', 'Pincode'],
];

export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_PHONE = 'Please enter a valid phone number';
export const INVALID_PINCODE = 'Please enter a valid 6-digit pincode';

/** The contact and address fields, trimmed; or every field's problem. */
export function checkContact(input: CheckoutInput): { contact: OrderContact; errors: FieldError[] } {
  const value = (key: keyof CheckoutInput) => (typeof input[key] === 'string' ? (input[key] as string).trim() : '');
  const errors: FieldError[] = [];
  for (const [key, label] of REQUIRED) {
    if (!value(key)) errors.push({ path: `/body/${key}`, message: `${label} is required` });
  }
  const failed = new Set(errors.map((e) => e.path));
  const email = value('email');
  const phone = value('phone');
  const pincode = value('pincode');
  if (!failed.has('/body/email') && !email.includes('@')) errors.push({ path: '/body/email', message: INVALID_EMAIL });
  if (!failed.has('/body/phone') && phone.length < 10) errors.push({ path: '/body/phone', message: INVALID_PHONE });
  if (!failed.has('/body/pincode') && !/^\d{6}$/.test(pincode)) errors.push({ path: '/body/pincode', message: INVALID_PINCODE });
  return {
    contact: {
      customerName: value('fullName'),
      customerEmail: email,
      customerPhone: phone,
      shippingAddress: value('address'),
      shippingCity: value('city'),
      shippingState: value('state'),
      shippingPincode: pincode,
      deliveryInstructions: value('deliveryInstructions'),
    },
    errors,
  };
}
