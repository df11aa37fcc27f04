export interface FieldError {
  path: string;
  message: string;
  errorCode?: string;
}

/** An error that becomes an RFC 9457 answer; `detail` is the text the user sees. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code?: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'HttpProblem';
  }
}

export const badRequest = (detail: string, code = 'invalid-input', errors?: FieldError[]) =>
  new HttpProblem(400, detail, code, errors);
export const unauthorized = (detail = 'Please log in to continue.', code = 'unauthenticated') =>
  new HttpProblem(401, detail, code);
export const forbidden = (detail = 'You are not allowed to do this.', code = 'forbidden') =>
  new HttpProblem(403, detail, code);
export const notFound = (detail = 'Not found.', code = 'not-found') => new HttpProblem(404, detail, code);
export const conflict = (detail: string, code = 'conflict') => new HttpProblem(409, detail, code);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpProblem(429, 'Too many attempts. Try again later.', 'rate-limited', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
/** Too many of one's uploads are still being read or processed (see http/upload-slots.ts). */
export const tooManyUploads = (retryAfterSeconds: number) =>
  new HttpProblem(429, 'Too many uploads at once. Please wait for your other uploads to finish.', 'too-many-uploads', undefined, {
    'Retry-After': String(retryAfterSeconds),
  });

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function problemBody(status: number, detail: string, code?: string, errors?: FieldError[]) {
  return {
    type: code ? `https://thriftz.app/problems/${code}` : 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    detail,
    ...(code ? { code } : {}),
    ...(errors?.length ? { errors } : {}),
  };
}
