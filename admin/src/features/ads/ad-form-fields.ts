import type { AdContentInput, AdType } from '@thriftz/client/generated/model';
import type { AdRecord } from './ads-data-provider';

export const AD_TYPES: readonly AdType[] = ['banner', 'popup', 'sidebar'];

/** The Create New Ad / Edit Ad form's values as typed (dates as yyyy-mm-dd, India time). */
export interface AdFormValues {
  title: string;
  description: string;
  type: AdType;
  position: string;
  isActive: boolean;
  startDate: string;
  endDate: string;
  imageUrl: string;
  linkUrl: string;
}

export type AdFormField = keyof AdFormValues;
export type AdFormErrors = Partial<Record<AdFormField, string>>;

const dayIn = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso)) : '';

export function formValuesOf(ad: AdRecord | undefined): AdFormValues {
  return {
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    type: ad?.type ?? 'banner',
    position: ad?.position.name ?? '',
    isActive: ad?.isActive ?? true,
    startDate: dayIn(ad?.startDate ?? null),
    endDate: dayIn(ad?.endDate ?? null),
    imageUrl: ad?.imageUrl ?? '',
    linkUrl: ad?.linkUrl ?? '',
  };
}

/** A start date runs from the day's first moment and an end date to its last, in India time. */
export function toAdInput(values: AdFormValues): AdContentInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    type: values.type,
    position: values.position,
    isActive: values.isActive,
    startDate: values.startDate ? new Date(`${values.startDate}T00:00:00+05:30`).toISOString() : null,
    endDate: values.endDate ? new Date(`${values.endDate}T23:59:59+05:30`).toISOString() : null,
    imageUrl: values.imageUrl.trim() || null,
    linkUrl: values.linkUrl.trim() || null,
  };
}

/** The server's field errors (`/body/<field>`) placed under their fields; the rest as one message. */
export function fieldErrorsOf(errors: { path: string; message: string }[] | undefined): AdFormErrors {
  const out: AdFormErrors = {};
  for (const error of errors ?? []) {
    const field = error.path.replace(/^\/body\//, '').split('/')[0] as AdFormField;
    out[field] ??= error.message;
  }
  return out;
}
