import type { Db } from '../../db/knex.js';
import type { JsonBody } from '../../http/contract.js';
import { badRequest, type FieldError } from '../../http/problem.js';
import { insertSubmission } from './contact.repository.js';

// The contact form's own words (spec: validation rules and error catalogue).
export const MISSING_FIELDS = 'Please fill in all required fields.';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const MESSAGE_SENT = "Message sent! We'll get back to you soon. 🎉";

/** The form's "simple address pattern": something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the form here rather than in the schema, so the answer carries the form's words;
 * stores it for the team.
 */
export async function submitContactMessage(db: Db, input: JsonBody<'submitContactMessage'>) {
  const name = input.name?.trim() ?? '';
  const email = input.email?.trim() ?? '';
  const subject = input.subject?.trim() ?? '';
  const message = input.message?.trim() ?? '';

  const missing: FieldError[] = Object.entries({ name, email, message })
    .filter(([, value]) => !value)
    .map(([field]) => ({ path: `/body/${field}`, message: MISSING_FIELDS }));
  if (missing.length) throw badRequest(MISSING_FIELDS, 'missing-fields', missing);
  if (!EMAIL_PATTERN.test(email)) {
    throw badRequest(INVALID_EMAIL, 'invalid-email', [{ path: '/body/email', message: INVALID_EMAIL }]);
  }

  await insertSubmission(db, { name, email, subject, message });
  return { success: true as const, message: MESSAGE_SENT };
}
