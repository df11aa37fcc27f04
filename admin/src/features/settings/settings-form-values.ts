import type { Settings, SettingsChange } from '@thriftz/client/generated/model';
import { settingsMessages } from './settings-messages';

/** The form's fields as text, as the inputs hold them. */
export interface SettingsFormValues {
  siteName: string;
  campusEmailDomains: string;
  boostPrice: string;
  boostHours: string;
  /** yyyy-mm-ddThh:mm in India time, or empty for no launch time. */
  launchAt: string;
}

export type SettingsField = keyof SettingsFormValues;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

const IST_OFFSET = '+05:30';

/** An instant as the datetime-local input's value in India time. */
export function toIndiaLocal(iso: string | null): string {
  if (!iso) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

export const toFormValues = (s: Settings): SettingsFormValues => ({
  siteName: s.siteName,
  campusEmailDomains: s.campusEmailDomains.join(', '),
  boostPrice: String(s.boostPrice),
  boostHours: String(s.boostHours),
  launchAt: toIndiaLocal(s.launchAt),
});

/** Domains typed separated by commas, spaces or new lines. */
export const splitDomains = (text: string) => text.split(/[\s,]+/).map((d) => d.trim()).filter(Boolean);

const DOMAIN = /^@?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The form checked as the server checks it; the change to send when there is no error. */
export function checkSettings(v: SettingsFormValues): { change?: SettingsChange; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const siteName = v.siteName.trim();
  if (siteName.length < 1 || siteName.length > 80) errors.siteName = settingsMessages.siteName;
  const domains = splitDomains(v.campusEmailDomains);
  if (domains.length === 0 || !domains.every((d) => DOMAIN.test(d))) errors.campusEmailDomains = settingsMessages.campusEmailDomains;
  const boostPrice = Number(v.boostPrice);
  if (!v.boostPrice.trim() || !Number.isFinite(boostPrice) || boostPrice <= 0) errors.boostPrice = settingsMessages.boostPrice;
  const boostHours = Number(v.boostHours);
  if (!Number.isInteger(boostHours) || boostHours < 1 || boostHours > 168) errors.boostHours = settingsMessages.boostHours;
  let launchAt: string | null = null;
  if (v.launchAt) {
    const instant = new Date(`${v.launchAt.length === 16 ? `${v.launchAt}:00` : v.launchAt}${IST_OFFSET}`);
    if (Number.isNaN(instant.getTime())) errors.launchAt = settingsMessages.launchAt;
    else launchAt = instant.toISOString();
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, change: { siteName, campusEmailDomains: domains, boostPrice, boostHours, launchAt } };
}

/** The server's field errors (problem+json `errors[].path` '/body/<field>') as the form's. */
export function serverErrors(problemErrors: { path: string; message: string }[] | undefined): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const e of problemErrors ?? []) {
    const field = e.path.replace(/^\/body\//, '').split('/')[0] as SettingsField;
    if (field in settingsMessages) errors[field] ??= e.message;
  }
  return errors;
}
