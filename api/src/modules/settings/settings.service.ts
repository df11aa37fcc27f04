// The site's settings: the admin's form (checked here), the live values other modules read, and the row's creation.
import type { Knex } from 'knex';
import type { Config } from '../../config.js';
import { dropCached, sharedCache } from '../../db/cache-bus.js';
import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest } from '../../http/problem.js';
import { recordAudit } from '../audit/index.js';
import * as repo from './settings.repository.js';

/** What the row starts with when it is created: the deployment's configuration. */
export type SettingsDefaults = repo.NewSettings;

export const DEFAULT_SITE_NAME = 'Thriftz';

export function settingsDefaults(config: Config): SettingsDefaults {
  return {
    siteName: DEFAULT_SITE_NAME,
    campusEmailDomains: config.campusDomains,
    boostPrice: config.payments.boostPrice,
    boostHours: config.payments.boostHours,
  };
}

export const settingsMessages = {
  siteName: 'Site name must be 1 to 80 characters',
  campusEmailDomains: 'Enter at least one valid e-mail domain, such as campus.edu',
  boostPrice: 'Boost price must be more than 0',
  boostHours: 'Boost duration must be a whole number of hours from 1 to 168',
  launchAt: 'Launch time must be a date and time, or empty',
};

const invalid = (field: keyof typeof settingsMessages) =>
  badRequest(settingsMessages[field], 'invalid-input', [{ path: `/body/${field}`, message: settingsMessages[field] }]);

/** The settings row, created with zero budget values and the defaults when there is none. */
export async function siteSettings(db: Db | Knex.Transaction, defaults: SettingsDefaults, lock = false): Promise<repo.SiteSettingsRow> {
  const found = await repo.findSettings(db, lock);
  if (found) return found;
  await repo.insertSettingsIfMissing(db, defaults);
  return (await repo.findSettings(db, lock))!;
}

/** The values the rest of the app runs on (sign-up's domains, a boost's price and duration, the launch). */
export interface LiveSettings {
  siteName: string;
  campusDomains: string[];
  boostPrice: number;
  boostHours: number;
  launchAt: Date | null;
}

const live = (row: repo.SiteSettingsRow): LiveSettings => ({
  siteName: row.siteName,
  campusDomains: row.campusEmailDomains,
  boostPrice: row.boostPrice,
  boostHours: row.boostHours,
  launchAt: row.launchAt,
});

/**
 * The name the live settings are cached under: the site_settings trigger notifies it on every
 * instance when a column they hold is written (migration 20261203000000-settings-cache-notify).
 */
export const SETTINGS_CACHE = 'site-settings';

/**
 * Kept per instance, so a sign-up, a pricing read or the launch gate costs no query; dropped on
 * every instance when the row changes (db/cache-bus.ts), whichever instance or tool wrote it.
 */
const cachedLive = sharedCache<LiveSettings>(SETTINGS_CACHE);

export function liveSettings(db: Db, defaults: SettingsDefaults): Promise<LiveSettings> {
  return cachedLive(db, async () => live(await siteSettings(db, defaults)));
}

/** A reader of the live settings for a module that holds the database and the configuration. */
export function liveSettingsReader(db: Db, config: Config): () => Promise<LiveSettings> {
  const defaults = settingsDefaults(config);
  return () => liveSettings(db, defaults);
}

const toSettings = (row: repo.SiteSettingsRow): Schemas['Settings'] => ({
  siteName: row.siteName,
  campusEmailDomains: row.campusEmailDomains,
  boostPrice: row.boostPrice,
  boostHours: row.boostHours,
  launchAt: row.launchAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getSettings(db: Db, defaults: SettingsDefaults): Promise<Schemas['Settings']> {
  return toSettings(await siteSettings(db, defaults));
}

/** When the site opens: the admin's Settings value when set, else the deployment's LAUNCH_AT, else null (launched). */
export const effectiveLaunchAt = (live: LiveSettings, config: Pick<Config, 'launchAt'>): Date | null => live.launchAt ?? config.launchAt ?? null;

export interface LaunchTime {
  siteName: string;
  launchAt: Date | null;
}

/** The effective launch time, from the live settings' cache (no query per call beyond it). */
export interface LaunchTimeReader {
  (): Promise<LaunchTime>;
  /** The same from the copy in memory, or undefined when it has to be read (the call above). */
  cached(): LaunchTime | undefined;
}

export function launchTimeReader(db: Db, config: Config): LaunchTimeReader {
  const defaults = settingsDefaults(config);
  const launchTime = (live: LiveSettings): LaunchTime => ({ siteName: live.siteName, launchAt: effectiveLaunchAt(live, config) });
  return Object.assign(async () => launchTime(await liveSettings(db, defaults)), {
    cached: () => {
      const live = cachedLive.peek(db);
      return live && launchTime(live);
    },
  });
}

export async function getPublicSettings(db: Db, config: Config): Promise<Schemas['PublicSettings']> {
  const { siteName, launchAt } = await launchTimeReader(db, config)();
  return { siteName, launchAt: launchAt?.toISOString() ?? null, serverTime: new Date().toISOString() };
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Domains as stored: trimmed, lower case, a leading @ dropped, each once; refused unless all are domain names. */
export function checkedDomains(values: string[]): string[] {
  const domains = [...new Set(values.map((d) => d.trim().toLowerCase().replace(/^@/, '')).filter(Boolean))];
  if (domains.length === 0 || !domains.every((d) => DOMAIN.test(d))) throw invalid('campusEmailDomains');
  return domains;
}

function checkedChange(change: JsonBody<'updateSettings'>): repo.SettingsColumns {
  const columns: repo.SettingsColumns = {};
  if (change.siteName !== undefined) {
    columns.siteName = change.siteName.trim();
    if (columns.siteName.length < 1 || columns.siteName.length > 80) throw invalid('siteName');
  }
  if (change.campusEmailDomains !== undefined) columns.campusEmailDomains = checkedDomains(change.campusEmailDomains);
  if (change.boostPrice !== undefined) {
    columns.boostPrice = Math.round(change.boostPrice * 100) / 100;
    if (columns.boostPrice <= 0) throw invalid('boostPrice');
  }
  if (change.boostHours !== undefined) columns.boostHours = change.boostHours;
  if (change.launchAt !== undefined) columns.launchAt = change.launchAt === null ? null : new Date(change.launchAt);
  return columns;
}

const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n);

/** "site name Thriftz → Campus Bazaar; boost price ₹50.00 → ₹75.00" for the fields that changed. */
function describeChange(before: repo.SiteSettingsRow, after: repo.SiteSettingsRow): string {
  const parts: string[] = [];
  const note = (label: string, from: string, to: string) => from !== to && parts.push(`${label} ${from} → ${to}`);
  note('site name', before.siteName, after.siteName);
  note('campus e-mail domains', before.campusEmailDomains.join(', '), after.campusEmailDomains.join(', '));
  note('boost price', rupees(before.boostPrice), rupees(after.boostPrice));
  note('boost duration', `${before.boostHours} h`, `${after.boostHours} h`);
  note('launch time', before.launchAt?.toISOString() ?? 'none', after.launchAt?.toISOString() ?? 'none');
  return parts.length ? `Changed the settings: ${parts.join('; ')}` : 'Saved the settings unchanged';
}

/**
 * Saves the form's fields, audited in the same transaction. This instance reads them afresh at
 * once; the others when the commit's notification reaches them.
 */
export async function updateSettings(
  db: Db,
  admin: { id: string; fullName: string },
  change: JsonBody<'updateSettings'>,
  defaults: SettingsDefaults,
): Promise<Schemas['Settings']> {
  const columns = checkedChange(change);
  const saved = await db.transaction(async (trx) => {
    const before = await siteSettings(trx, defaults, true);
    const after = await repo.updateSettings(trx, columns);
    await recordAudit(trx, { kind: 'admin', user: admin }, { action: 'settings.update', targetType: 'settings', targetId: 'site', summary: describeChange(before, after) });
    return after;
  });
  dropCached(db, SETTINGS_CACHE);
  return toSettings(saved);
}

/** For the finance module: the row locked in its transaction (created when missing). */
export const lockSiteSettings = (trx: Knex.Transaction, defaults: SettingsDefaults) => siteSettings(trx, defaults, true);

export const addToTotalBudget = repo.addToTotalBudget;

export async function setBudgetGoalValues(trx: Knex.Transaction, goals: { monthlyBudgetGoal: number; yearlyBudgetGoal: number }) {
  return repo.updateSettings(trx, goals);
}
