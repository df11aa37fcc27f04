import { z } from 'zod';
import { ReportReason, type CreateReportInput, type ReportItemType } from '@thriftz/client/generated/model';

export const REPORT_REASONS = Object.values(ReportReason);
export const DESCRIPTION_MAX_LENGTH = 2000;
const EMAIL_MAX_LENGTH = 254;
const PAGE_URL_MAX_LENGTH = 500;

/** The spec's words (document 1, section 8), and ours where it has none. */
export const REPORT_MESSAGES = {
  successTitle: 'Report Submitted',
  successText: 'Thank you for helping keep the product safe.',
  failedTitle: 'Submission Failed',
  failedText: 'Please try again or contact support directly.',
  reasonRequired: 'Please select a reason.',
  descriptionRequired: 'Please describe the problem.',
  descriptionTooLong: `Description must be ${DESCRIPTION_MAX_LENGTH} characters or fewer.`,
  invalidEmail: 'Please enter a valid email address.',
} as const;

/** The contact form's "simple address pattern". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isReason = (value: string): value is ReportReason => (REPORT_REASONS as string[]).includes(value);

export const reportSchema = z.object({
  reason: z.string().refine(isReason, REPORT_MESSAGES.reasonRequired),
  description: z
    .string()
    .trim()
    .min(1, REPORT_MESSAGES.descriptionRequired)
    .max(DESCRIPTION_MAX_LENGTH, REPORT_MESSAGES.descriptionTooLong),
  contactEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, REPORT_MESSAGES.invalidEmail)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), REPORT_MESSAGES.invalidEmail),
});

export type ReportFormInput = z.input<typeof reportSchema>;
export type ReportFormValues = z.output<typeof reportSchema>;

export const EMPTY_REPORT: ReportFormInput = { reason: '', description: '', contactEmail: '' };

export function toCreateReportInput(
  values: ReportFormValues,
  item: { itemType: ReportItemType; itemId: string },
  pageUrl: string,
): CreateReportInput {
  return {
    ...item,
    reason: values.reason as ReportReason,
    description: values.description,
    ...(values.contactEmail ? { contactEmail: values.contactEmail } : {}),
    pageUrl: pageUrl.slice(0, PAGE_URL_MAX_LENGTH),
  };
}
