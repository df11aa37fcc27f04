/**
 * No input gets a 5xx: every operation of the bundled contract, sent malformed requests by a
 * visitor, a student and an admin, answers below 500, and every 4xx is problem+json. The cases
 * come from contract-cases.ts, the run and the judging from contract-fuzz.ts (which also runs
 * against a server over HTTP, e.g. the embedded PostgreSQL one). FUZZ_DUMP=<file> writes the
 * report with every answer, to see which cases got past the validator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImages, insertListing, scratchDataDir } from '../listings/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { insertRoommatePost } from '../roommates/fixtures.js';
import { insertProduct, insertStore, openPortal } from '../stores/fixtures.js';
import { clearRateLimits } from '../support/rate-limits.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TINY_PNG } from './contract-cases.js';
import type { OpenApiDocument } from './contract-schema.js';
import { formatFailures, fuzzContract, supertestSender, type FuzzReport } from './contract-fuzz.js';

/**
 * Operations the fuzz does not send, and why: none. Every operation of the contract is sent.
 * Google sign-in runs with (made-up) credentials, so its two routes reach passport: the start
 * redirects to Google without calling it, and the callback refuses every fuzzed `state` before
 * it would exchange a code over the network.
 */
const SKIPPED: Record<string, string> = {};

/** The portal calls the store caller sends; logging out is the visitor's and student's to send. */
const STORE_OPS = new Set([
  'getPortalSession', 'updatePortalStore', 'regeneratePortalEntryCode', 'uploadPortalImage',
  'listPortalProducts', 'createPortalProduct', 'updatePortalProduct', 'deletePortalProduct',
  'getPortalDashboard', 'listPortalOrders', 'getPortalOrder', 'updatePortalOrderStatus', 'bulkUpdatePortalOrderStatus',
  'sendMiniStoreOrderConfirmation', 'sendMiniStoreOrderCancellation', 'sendMiniStoreOrderShipped', 'sendMiniStoreOrderDelivered',
  'listPortalAccessTokens', 'createPortalAccessToken', 'revokePortalAccessToken',
]);

const contract = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../generated/openapi.json'), 'utf8'),
) as OpenApiDocument;

let t: TestApp;
let report: FuzzReport;
const results: unknown[] = [];
const dataDir = scratchDataDir();

// The whole fuzz runs here: about a minute alone, four times that beside the rest of `npm test`.
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'fuzz-client-id', GOOGLE_CLIENT_SECRET: 'fuzz-client-secret' });
  const student = await t.createUser({ firstLoginDone: true });
  const other = await t.createUser({ firstLoginDone: true });
  const admin = await t.createUser({ firstLoginDone: true, isAdmin: true });
  // Enough listing slots that the quota does not answer for the validation behind it.
  await t.db('users').where({ id: student.id }).update({ extraListingsPurchased: 1000 });

  const ownListing = await insertListing(t.db, student.id, { title: 'Own listing' });
  const otherListing = await insertListing(t.db, other.id, { title: 'Their listing' });
  const ownRequest = await insertRequest(t.db, student.id, { title: 'Own request' });
  const otherRequest = await insertRequest(t.db, other.id, { title: 'Their request' });
  const ownRoommate = await insertRoommatePost(t.db, student.id);
  const otherRoommate = await insertRoommatePost(t.db, other.id);
  const [ownImage] = await insertImages(t.db, student.id, 1);
  // Fresh, unattached images for the create calls, one per case that asks.
  const freshImages = await insertImages(t.db, student.id, 400);
  let nextImage = 0;
  const freshImage = () => freshImages[nextImage++ % freshImages.length]!;

  // The student's store, open in the owner portal, and another student's: the portal's calls are fuzzed through a session.
  const ownStore = await insertStore(t, student.id, { slug: 'fuzz-store' });
  const otherStore = await insertStore(t, other.id);
  const ownProduct = await insertProduct(t.db, ownStore, { sizes: [{ key: 'm', size: 'M', stock: 2 }] });
  const otherProduct = await insertProduct(t.db, otherStore);
  const storeAgent = await openPortal(t, ownStore);

  const studentAgent = await t.loginAs(student);
  const adminAgent = await t.loginAs(admin);
  const conversation = await studentAgent
    .post('/api/create-conversation')
    .send({ participants: [student.id, other.id], productId: otherListing.id, type: 'product' })
    .expect(201);
  // An image with its files, for GET /api/images/{id}/{variant}.
  const uploaded = await studentAgent.post('/api/images').attach('image', TINY_PNG, { filename: 'a.png', contentType: 'image/png' }).expect(201);

  // Accepted posts, for the fuzz to mutate one field at a time.
  const description = 'A description long enough for the form rules, written for the fuzz.';
  const listingFields = {
    title: 'Fuzzed listing',
    description,
    category: 'other',
    condition: 'good',
    listingType: 'sell',
    price: 100,
    productAge: { years: 1, months: 2 },
    tags: ['fuzz'],
    location: { lat: 12.9, lng: 77.6 },
  };
  const requestFields = { title: 'Fuzzed request', description, category: 'other', tags: ['fuzz'], productAge: { years: 1, months: 0 } };
  const roommateFields = {
    title: 'Fuzzed roommate post',
    description,
    accommodationType: 'pg',
    contactInfo: 'fuzz@campus.edu',
    roommatePreferences: { gender: 'any', ageRange: '18-25', otherPreferences: 'Quiet' },
  };
  report = await fuzzContract({
    contract,
    callers: [
      { name: 'visitor', send: supertestSender(t.agent()), signedIn: false },
      { name: 'student', send: supertestSender(studentAgent), signedIn: true },
      // A store's portal session: its own calls (not logging out, which would end the session for the rest: see STORE_OPS).
      { name: 'store', send: supertestSender(storeAgent), signedIn: true, only: (op) => STORE_OPS.has(op.operationId) },
      // An admin is a student with a flag: only the admin routes behave differently for one. Last:
      // its user deletions may remove the store's owner, and so the store.
      { name: 'admin', send: supertestSender(adminAgent), signedIn: true, only: (op) => op.tags.includes('admin') },
    ],
    knownIds: [
      student.id,
      other.id,
      ownListing.id,
      otherListing.id,
      ownRequest.id,
      otherRequest.id,
      ownRoommate.id,
      otherRoommate.id,
      conversation.body.conversationId as string,
      uploaded.body._id as string,
      ownImage!,
      ownStore.id,
      ownProduct.id,
      otherProduct.id,
    ],
    examples: {
      createListing: () => ({ ...listingFields, imageIds: [freshImage()] }),
      createRequest: () => ({ ...requestFields, imageIds: [freshImage()] }),
      createRoommatePost: () => ({ ...roommateFields, budget: 8000, imageIds: [freshImage()] }),
      // The same posts through the compatibility call: one body per document type, in the order of its oneOf.
      createDocument: (branch) =>
        [
          {
            documentType: 'productListing',
            documentData: {
              ...listingFields,
              images: [freshImage()],
              seller: { _type: 'reference', _ref: student.id },
              slug: { _type: 'slug', current: 'fuzzed-listing' },
              expirationDate: new Date().toISOString(),
            },
          },
          { documentType: 'request', documentData: { ...requestFields, images: [freshImage()], requestedBy: { _ref: student.id } } },
          {
            documentType: 'roommateRequest',
            documentData: { ...roommateFields, budget: '₹8,000', images: [freshImage()], postedBy: { _ref: student.id } },
          },
        ][branch],
      createConversation: () => ({ participants: [student.id, other.id], requestId: otherRequest.id, type: 'request' }),
      markConversationRead: () => ({ userId: student.id }),
      createReport: () => ({ itemType: 'listing', itemId: otherListing.id, reason: 'Other', description, contactEmail: 'fuzz@campus.edu', pageUrl: '/listings/x' }),
      replaceWishlist: () => ({ productIds: [otherListing.id], requestIds: [otherRequest.id] }),
      submitContactMessage: () => ({ name: 'Fuzz', email: 'fuzz@campus.edu', subject: 'Hello', message: 'A message for the team.' }),
      logIn: () => ({ email: student.email, password: 'not-the-password' }),
      patchDocument: () => ({ updates: { fullName: 'Fuzzed Name', bio: 'A bio' } }),
      sendRegistrationWelcome: () => ({ fullName: 'Fuzzed Name', email: student.email }),
      updateUser: () => ({ fullName: 'Fuzzed Name', phone: '+91 98765 43210', bio: 'A bio', socialLinks: { website: 'https://example.com' } }),
      bulkToggleAdmin: () => ({ ids: [other.id] }),
      bulkDeleteUsers: () => ({ ids: [other.id] }),
      createStoreProduct: () => ({ title: 'Fuzzed product', price: 100, hasSizes: true, sizes: [{ size: 'M', stock: 1 }], imageIds: [freshImage()] }),
      createPortalProduct: () => ({ title: 'Fuzzed product', price: 100, category: 'other', imageIds: [freshImage()] }),
      updatePortalProduct: () => ({ title: 'Fuzzed product', hasSizes: true, sizes: [{ _key: 'm', size: 'M', stock: 3 }] }),
      updatePortalStore: () => ({ name: 'Fuzzed store', contactLink: 'https://wa.me/910000000000', paymentOptions: ['cod'], bannerImageIds: [] }),
    },
    skip: SKIPPED,
    ...(process.env.FUZZ_DUMP ? { onResult: (r) => results.push(r), onProgress: (line) => results.push({ line, at: Date.now() }) } : {}),
    resetRateLimits: async () => {
      await clearRateLimits(t.db);
    },
  });
}, 480_000);

afterAll(async () => {
  await t?.close();
});

describe('the contract under malformed input', () => {
  it('answers every operation, as a visitor, a student and an admin, without a 5xx, and every 4xx as problem+json', () => {
    const operations = new Set(
      Object.entries(contract.paths).flatMap(([, item]) => Object.values(item).map((op) => (op as { operationId?: string }).operationId)),
    );
    operations.delete(undefined);
    expect(report.operations.student).toBe(operations.size - Object.keys(SKIPPED).length);
    if (process.env.FUZZ_DUMP) fs.writeFileSync(process.env.FUZZ_DUMP, JSON.stringify({ ...report, results }, null, 1));
    expect(report.failures.length, `${report.failures.length} failures in ${report.requests} requests:\n${formatFailures(report.failures)}`).toBe(0);
  });

  it('gets past the validator: every write a student makes is accepted with some of the mutated inputs', () => {
    const accepted = (operationId: string) =>
      Object.entries(report.byOperation[`student ${operationId}`] ?? {})
        .filter(([status]) => Number(status) < 300)
        .reduce((n, [, count]) => n + count, 0);
    const writes = ['updateUser', 'createListing', 'uploadImage', 'createRequest', 'replaceWishlist', 'createReport', 'submitContactMessage',
      'createRoommatePost', 'sendMessage', 'markConversationRead', 'createDocument', 'patchDocument', 'uploadImageAsset'];
    expect(writes.filter((id) => accepted(id) < 2), 'writes with fewer than two accepted cases').toEqual([]);
    const storeAccepted = (operationId: string) =>
      Object.entries(report.byOperation[`store ${operationId}`] ?? {}).filter(([status]) => Number(status) < 300).reduce((n, [, count]) => n + count, 0);
    const storeWrites = ['updatePortalStore', 'regeneratePortalEntryCode', 'createPortalProduct', 'updatePortalProduct'];
    expect(storeWrites.filter((id) => storeAccepted(id) < 2), 'portal writes with fewer than two accepted cases').toEqual([]);
    // Its parallel uploads meet the store's two upload slots; the baseline gets through.
    expect(storeAccepted('uploadPortalImage'), 'the portal uploads').toBeGreaterThan(0);
    expect(accepted('getImageFile'), 'the uploaded image is read').toBeGreaterThan(0);
  });
});
