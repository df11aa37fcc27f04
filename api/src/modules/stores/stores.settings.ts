// The owner portal's Store Settings: the rules of a settings change and its pictures.
import { recordAudit } from '../audit/index.js';
import type { Db } from '../../db/knex.js';
import type { JsonBody } from '../../http/contract.js';
import type { FormMessages } from '../../http/error-handler.js';
import { badRequest, notFound } from '../../http/problem.js';
import { replaceStorePictures, type PictureStore, type StorePictureRole } from '../images/index.js';
import * as repo from './stores.repository.js';
import { getPortalStore, STORE_NOT_FOUND } from './stores.service.js';

type StoreSettingsInput = JsonBody<'updatePortalStore'>;

export const storeSettingsMessages = {
  name: 'Please fill in all required fields',
  contactLink: 'Please enter a valid contact link',
  paymentOptions: 'Please select at least one payment option',
};

/** For the error handler (app.ts registers it): the validator's refusals of the settings form in its words. */
export const storeSettingsFormMessages: FormMessages = { updatePortalStore: { contactLink: storeSettingsMessages.contactLink } };

/** A chat link (https) or an e-mail address (mailto:); empty clears it. */
export function isContactLink(link: string): boolean {
  if (link === '') return true;
  try {
    const url = new URL(link);
    return url.protocol === 'mailto:' ? url.pathname.length > 0 : url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** What the contract cannot say, in the form's words; answers the columns to write. */
function checkedChange(input: StoreSettingsInput): repo.StoreChange {
  const { logoImageId: _logo, coverImageId: _cover, bannerImageIds: _banners, ...fields } = input;
  const change: repo.StoreChange = { ...fields };
  const fail = (field: keyof typeof storeSettingsMessages) => {
    throw badRequest(storeSettingsMessages[field], 'invalid-input', [{ path: `/body/${field}`, message: storeSettingsMessages[field] }]);
  };
  if (fields.name !== undefined) {
    change.name = fields.name.trim();
    if (!change.name) fail('name');
  }
  if (fields.contactLink !== undefined) {
    change.contactLink = fields.contactLink.trim();
    if (!isContactLink(change.contactLink)) fail('contactLink');
  }
  if (fields.paymentOptions !== undefined && fields.paymentOptions.length === 0) fail('paymentOptions');
  for (const key of ['description', 'location', 'contactInfo'] as const) {
    if (fields[key] !== undefined) change[key] = fields[key].trim();
  }
  return change;
}

/** The pictures the change sets, by role (a field left out keeps its pictures; null clears a logo or cover). */
function picturesOf(input: StoreSettingsInput): Partial<Record<StorePictureRole, string[]>> {
  const byRole: Partial<Record<StorePictureRole, string[]>> = {};
  if (input.logoImageId !== undefined) byRole.logo = input.logoImageId ? [input.logoImageId] : [];
  if (input.coverImageId !== undefined) byRole.cover = input.coverImageId ? [input.coverImageId] : [];
  if (input.bannerImageIds !== undefined) byRole.banner = input.bannerImageIds;
  return byRole;
}

/**
 * Saves the store's settings. The slug stays as it is (links to the store keep working after a
 * rename). Pictures are the store's own or its owner's uploads (the portal uploads in the owner's
 * name); those left out are deleted, their files once the transaction has committed.
 */
export async function updateStoreSettings(db: Db, pictures: PictureStore, storeId: string, input: StoreSettingsInput) {
  const change = checkedChange(input);
  const byRole = picturesOf(input);
  const removed = await db.transaction(async (trx) => {
    const store = await repo.lockStore(trx, storeId);
    if (!store) throw notFound(STORE_NOT_FOUND);
    const ids = Object.keys(byRole).length ? await replaceStorePictures(trx, storeId, store.ownerId, byRole) : [];
    await repo.updateStore(trx, storeId, change);
    const name = change.name ?? store.name;
    await recordAudit(trx, { kind: 'store', storeId, storeName: name }, {
      action: 'store.settings',
      targetType: 'store',
      targetId: storeId,
      summary: `Updated the settings of ${name}: ${[...Object.keys(change), ...Object.keys(byRole)].join(', ') || 'no change'}`,
    });
    return ids;
  });
  await pictures.remove(removed);
  return getPortalStore(db, storeId);
}
