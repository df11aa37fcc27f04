import { ApiError } from '@thriftz/client/fetcher';

/**
 * The words to show for a failed API call: the server's problem detail for a refusal (the API
 * puts the spec's exact message there), else the caller's own 'Failed to …' message, also when
 * the server itself failed or the network did.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.problem.detail) return error.problem.detail;
  return fallback;
}

/** The HTTP status of a failed API call, when it got an answer. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
