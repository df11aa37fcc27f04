/**
 * @thriftz/sdk: a typed client of the Thriftz REST API. The types are generated from the contract
 * (src/generated/openapi.d.ts, by `npm run gen`); the calls are openapi-fetch's, so every path,
 * parameter, body and answer is checked against the contract at compile time.
 *
 *   const thriftz = createThriftzClient({ baseUrl: 'http://localhost:3000', token: process.env.THRIFTZ_TOKEN! });
 *   const { data, error } = await thriftz.GET('/api/listings', { params: { query: { type: 'sell', q: 'lamp' } } });
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './generated/openapi.js';

export type { components, operations, paths };
export type Schemas = components['schemas'];
/** RFC 9457 problem details: every refusal of the API (`application/problem+json`). */
export type Problem = Schemas['Problem'];
export type ThriftzClient = ReturnType<typeof withUploads>;

export interface ThriftzClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the API is, without the `/api` part: `https://thriftz.example` or `http://localhost:3000`. */
  baseUrl: string;
  /** A personal access token (`thz_…`), made on the Developer settings page or with POST /api/tokens. */
  token: string;
}

/** An openapi-fetch client for the contract's paths, sending `Authorization: Bearer <token>` on every call. */
export function createThriftzClient({ baseUrl, token, headers, ...options }: ThriftzClientOptions): ThriftzClient {
  if (!/^thz_[A-Za-z0-9_-]{43}$/.test(token)) throw new Error('The token should look like thz_ followed by 43 letters, digits, - or _.');
  const client = createClient<paths>({
    ...options,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
  return withUploads(client);
}

function withUploads(client: Client<paths>) {
  return Object.assign(client, {
    /** POST /api/images as multipart/form-data; `data._id` goes into a listing's `imageIds`. */
    uploadImage(picture: Blob, filename: string) {
      const form = new FormData();
      form.append('image', picture, filename);
      // The generated type of a binary part is a string; what is sent is the form itself.
      return client.POST('/api/images', { body: { image: filename }, bodySerializer: () => form });
    },
  });
}

/** The problem details of a refused call, or undefined when `error` is not one (a proxy's HTML page, say). */
export function asProblem(error: unknown): Problem | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, title, status } = error as Partial<Problem>;
  return typeof type === 'string' && typeof title === 'string' && typeof status === 'number' ? (error as Problem) : undefined;
}

/** One line for a log: "400 validation: Title is required (/body/title)". */
export function describeProblem(problem: Problem): string {
  const fields = (problem.errors ?? []).map((e) => `${e.message} (${e.path})`).join('; ');
  return `${problem.status} ${problem.code ?? problem.title}: ${problem.detail ?? problem.title}${fields ? ` [${fields}]` : ''}`;
}

/**
 * How long to wait before calling again after a 429 (or a 503 before the launch): the response's
 * `Retry-After`, in milliseconds; undefined when it has none.
 */
export function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
