/**
 * orval's mutator for all three apps: web/ and admin/ call the API through client/src/generated,
 * store-portal/ through its own tag-filtered client; every generated call goes through apiFetch.
 */
import type { Problem } from './generated/model/problem';

/** A problem+json answer from the API, thrown by every generated call that fails. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
  }
}

/**
 * orval's mutator: same-origin cookies (the student and admin session, or the portal's
 * `thriftz.store`), JSON bodies, problem+json turned into ApiError. The documented e-mail calls
 * answer errors with `error` beside the problem fields; `detail` is read first, as everywhere else.
 */
export async function apiFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, credentials: 'same-origin' });
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await response.json() : await response.text();
  if (!response.ok) {
    const problem =
      typeof body === 'object' && body !== null && 'status' in body
        ? (body as Problem)
        : { type: 'about:blank', title: response.statusText, status: response.status };
    throw new ApiError(problem);
  }
  return body as T;
}

export default apiFetch;

/** orval reads these to type the errors and bodies of the generated hooks. */
export type ErrorType<_T> = ApiError;
export type BodyType<T> = T;
