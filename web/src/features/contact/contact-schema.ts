import { z } from 'zod';
import type { ContactMessageInput } from '@thriftz/client/generated/model';

/** The spec's words (document 1, sections 5 and 8). */
export const CONTACT_MESSAGES = {
  missingFields: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  sent: "Message sent! We'll get back to you soon. 🎉",
  failed: 'Oops! Something went wrong. Please try again later.',
} as const;

/** The contract's limits. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** The spec's "simple address pattern" (the API checks the same). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const tooLong = (label: string, max: number) => `${label} must be ${max.toLocaleString('en-IN')} characters or fewer.`;

export const contactSchema = z.object({
  name: z.string().trim().min(1, CONTACT_MESSAGES.missingFields).max(CONTACT_LIMITS.name, tooLong('Name', CONTACT_LIMITS.name)),
  email: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.missingFields)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.invalidEmail)
    .regex(EMAIL_PATTERN, CONTACT_MESSAGES.invalidEmail),
  subject: z.string().trim().max(CONTACT_LIMITS.subject, tooLong('Subject', CONTACT_LIMITS.subject)),
  message: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.missingFields)
    .max(CONTACT_LIMITS.message, tooLong('Message', CONTACT_LIMITS.message)),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;

export const EMPTY_CONTACT: ContactFormInput = { name: '', email: '', subject: '', message: '' };

export function toContactMessageInput(values: ContactFormValues): ContactMessageInput {
  return {
    name: values.name,
    email: values.email,
    ...(values.subject ? { subject: values.subject } : {}),
    message: values.message,
  };
}
