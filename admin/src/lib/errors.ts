import { ApiError } from '@thriftz/client/fetcher';

export { ApiError };

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A 401 sends the user to the login page (authProvider.checkError): no toast on top of that. */
export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** The server's user-facing detail when there is one, else the spec's generic message. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const detail = error.problem.detail?.trim();
    if (detail) return detail;
  }
  return fallback;
}
