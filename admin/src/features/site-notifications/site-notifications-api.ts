import {
  createSiteNotification,
  deleteSiteNotification,
  getSiteNotification,
  listSiteNotifications,
  updateSiteNotification,
} from '@thriftz/client/generated/notifications/notifications';
import type { SiteNotification, SiteNotificationChange } from '@thriftz/client/generated/model';
import { ApiError } from '../../lib/errors';

export type { SiteNotification, SiteNotificationChange };

/** The fields the form may send; anything else in a react-admin record (id, dates of record) is left out. */
const WRITABLE = [
  'title',
  'message',
  'type',
  'priority',
  'isActive',
  'isSticky',
  'showOnHomePage',
  'showOnAllPages',
  'ctaText',
  'ctaLink',
  'imageUrl',
  'backgroundColor',
  'textColor',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof SiteNotificationChange)[];

const DATE_FIELDS = new Set<string>(['startDate', 'endDate']);

/** A date input's value as the API's ISO string; empty as null (an open end). */
function toIsoOrNull(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The writable fields of a form's data, dates as ISO strings. */
export function toChange(data: Record<string, unknown>): SiteNotificationChange {
  const change: Record<string, unknown> = {};
  for (const key of WRITABLE) {
    if (!(key in data)) continue;
    change[key] = DATE_FIELDS.has(key) ? toIsoOrNull(data[key]) : data[key];
  }
  return change as SiteNotificationChange;
}

/**
 * react-admin marks a form's fields from `error.body.errors` ({ field: message }); the API's
 * problem carries them as errors[] with paths like /body/ctaLink. The ApiError keeps its detail
 * for the toast.
 */
function withFieldErrors(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.problem.errors?.length) return error;
  const errors: Record<string, string> = {};
  for (const { path, message } of error.problem.errors) {
    const field = /^\/body\/(\w+)/.exec(path ?? '')?.[1];
    if (field) errors[field] = message;
  }
  return Object.assign(error, { body: { errors } });
}

async function withFields<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw withFieldErrors(error);
  }
}

export async function fetchNotifications(page: number, pageSize: number, signal?: AbortSignal) {
  return listSiteNotifications({ page, pageSize }, signal ? { signal } : undefined);
}

export const fetchNotification = (id: string, signal?: AbortSignal) => getSiteNotification(id, signal ? { signal } : undefined);

export function createNotification(data: Record<string, unknown>) {
  const change = toChange(data);
  return withFields(createSiteNotification({ ...change, message: change.message ?? '' }));
}

export const updateNotification = (id: string, data: Record<string, unknown>) => withFields(updateSiteNotification(id, toChange(data)));

export const deleteNotification = (id: string) => deleteSiteNotification(id);
