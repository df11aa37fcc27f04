/**
 * The SDK end to end: search listings, upload a picture, list something for sale with it, page
 * through the newest listings and read a refusal's problem details.
 *
 *   THRIFTZ_TOKEN=thz_… THRIFTZ_BASE_URL=http://localhost:3000 npx tsx sdk/examples/search-and-create.ts [picture.jpg]
 *
 * The token needs the read and write scopes. Without a picture it uploads a plain one it draws.
 * Each step prints one line; the first unexpected answer ends it with exit code 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { asProblem, createThriftzClient, describeProblem, retryAfterMs } from '@thriftz/sdk';

const baseUrl = process.env.THRIFTZ_BASE_URL ?? 'http://localhost:3000';
const token = process.env.THRIFTZ_TOKEN;
if (!token) {
  console.error('Set THRIFTZ_TOKEN to a personal access token with the read and write scopes (Developer settings, or POST /api/tokens).');
  process.exit(2);
}
const thriftz = createThriftzClient({ baseUrl, token });

/**
 * Calls `call` again while the API answers 429 (a rate limit) or 503 (not launched yet), after
 * the `Retry-After` it gives, at most three times.
 */
async function politely<T extends { response: Response }>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await call();
    const wait = retryAfterMs(result.response);
    if (![429, 503].includes(result.response.status) || wait === undefined || attempt === 3) return result;
    console.log(`  (${result.response.status}: waiting ${Math.ceil(wait / 1000)} s as Retry-After asks)`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** The answer's data, or the end of the example with the problem's details. */
function expectData<D>(what: string, result: { data?: D; error?: unknown; response: Response }): D {
  if (result.data !== undefined) return result.data;
  const problem = asProblem(result.error);
  console.error(`✖ ${what}: ${problem ? describeProblem(problem) : `HTTP ${result.response.status}`}`);
  process.exit(1);
}

/** A plain PNG (a solid colour), drawn here so the example needs no file. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

// 1. Search: every word must start a word of the title, description or tags.
const found = expectData(
  'search',
  await politely(() => thriftz.GET('/api/listings', { params: { query: { type: 'sell', q: 'lamp', pageSize: 5 } } })),
);
console.log(`Searched for "lamp": ${found.total}${found.totalIsCapped ? '+' : ''} listing(s) for sale${found.items.length ? `, first "${found.items[0]!.title}"` : ''}.`);

// 2. Upload a picture: it is re-encoded to WebP and stays the caller's until a listing takes it.
const file = process.argv[2];
const picture = new Blob([new Uint8Array(file ? fs.readFileSync(file) : solidPng(160, 120, [0xcc, 0x88, 0x33]))]);
const image = expectData('upload', await politely(() => thriftz.uploadImage(picture, file ? path.basename(file) : 'desk-lamp.png')));
console.log(`Uploaded a picture: ${image._id} (${new URL(image.cardUrl, baseUrl)}).`);

// 3. List it for sale: the body is checked against CreateListingInput at compile time.
const listing = expectData(
  'create',
  await politely(() =>
    thriftz.POST('/api/listings', {
      body: {
        title: 'Study desk lamp',
        description: 'LED desk lamp with three brightness levels and a USB port. Works perfectly.',
        category: 'electronics',
        condition: 'good',
        listingType: 'sell',
        price: 450,
        productAge: { years: 1, months: 2 },
        imageIds: [image._id],
        tags: ['lamp', 'hostel'],
        // Fields with a default in the contract are required in the generated types: say it.
        isAnonymous: false,
      },
    }),
  ),
);
console.log(`Created listing "${listing.title}" (${listing._id}, slug ${listing.slug}) at ₹${listing.price}.`);

// 4. Page through the newest listings for sale: `total` and `pageSize` say how many pages there are.
const pageSize = 10;
let seen = 0;
for (let page = 1; page <= 3; page += 1) {
  const batch = expectData(
    `page ${page}`,
    await politely(() => thriftz.GET('/api/listings', { params: { query: { type: 'sell', sort: 'newest', page, pageSize } } })),
  );
  seen += batch.items.length;
  console.log(`Page ${batch.page}: ${batch.items.length} listing(s) (${seen} of ${batch.total}${batch.totalIsCapped ? '+' : ''}).`);
  if (page * pageSize >= batch.total) break;
}

// 5. A refusal is problem+json: `status`, `code`, `detail` (the message to show) and, for bad input, `errors`.
const refused = await thriftz.POST('/api/listings', {
  body: {
    title: 'Lamp',
    description: 'Too short.',
    category: 'electronics',
    condition: 'good',
    listingType: 'sell',
    price: 450,
    productAge: { years: 0, months: 0 },
    imageIds: [image._id],
    isAnonymous: false,
  },
});
const problem = asProblem(refused.error);
if (refused.response.status !== 400 || !problem) {
  console.error(`✖ expected a 400 problem for a too-short description, got HTTP ${refused.response.status}`);
  process.exit(1);
}
console.log(`Refused as expected: ${describeProblem(problem)}`);
