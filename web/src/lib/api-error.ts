import { ApiError } from '@thriftz/client/fetcher';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** What a page says when the server failed while loading it (the server's own error page says the same). */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * The words to show for a failed API call: the server's problem detail for a refusal (the API
 * puts the spec's exact message there), else the page's own failure message (the spec's
 * 'Failed to …' texts), also when the server itself failed.
 */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof ApiError && error.status < 500 && error.problem.detail) return error.problem.detail;
  return fallback;
}

/** The problem's stable code (for example `email-not-verified`), when there is one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.problem.code : undefined;
}
