import type { RecruitmentApplicationType, RecruitmentStatus } from '@thriftz/client/generated/model';

/** How the panel names statuses, types and the form's choices (positions come named by the API). */
export const STATUS_LABELS: Record<RecruitmentStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  shortlisted: 'Shortlisted',
  interview_scheduled: 'Interview Scheduled',
  selected: 'Selected',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const STATUSES = Object.keys(STATUS_LABELS) as RecruitmentStatus[];

export const TYPE_LABELS: Record<RecruitmentApplicationType, string> = {
  intern: 'Intern',
  team_lead: 'Team Lead',
};

/** Words for the form's coded answers ("3_6_months" → "3–6 months"). */
export const CHOICE_LABELS: Record<string, string> = {
  '1': '1st year',
  '2': '2nd year',
  '3': '3rd year',
  '4': '4th year',
  graduate: 'Graduate',
  '2_months': '2 months',
  '3_6_months': '3–6 months',
  '6_plus_months': '6+ months',
  long_term: 'Long term',
  remote: 'Remote',
  hybrid: 'Hybrid',
  on_campus: 'On campus',
  product_tech: 'Product & Tech',
  business_ops: 'Business & Operations',
  marketing_community: 'Marketing & Community',
  outreach_expansion: 'Outreach & Expansion',
};

export const choiceLabel = (value: string | null | undefined) => (value ? (CHOICE_LABELS[value] ?? value) : '—');

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** A moment in India time, e.g. "24 Nov 2026, 2:30 pm". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/** A calendar date (yyyy-mm-dd) as written, e.g. "7 Sept 2026". */
export function formatDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
}
