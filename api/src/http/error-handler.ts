import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { isApiPath } from './api-path.js';
import { errorPage } from './error-page.js';
import { HttpProblem, problemBody, type FieldError } from './problem.js';

/**
 * The spec's own words for schema violations the user can make; any other violation is
 * described by the validator's message.
 */
const fieldMessages: Record<string, string> = {
  'email:format': 'Invalid email format.',
  'password:minLength': 'Password should be at least 6 characters.',
  'fullName:minLength': 'Full name is required.',
  'fullName:pattern': 'Full name is required.',
};

/**
 * The spec's words for a form, per operation (`operationId.documentType` for a body that names
 * its document type): the one message its form shows for a field, whichever rule of the field is
 * broken. Keyed by the field's place in the body. The modules own their forms' words; app.ts
 * hands them to createErrorHandler, so this layer imports no module.
 */
export type FormMessages = Record<string, Record<string, string>>;

type FormMessageMap = Map<string, Map<string, string>>;

const formMessage = (messages: FormMessageMap, form: string | undefined, place: string): string | undefined =>
  form === undefined ? undefined : messages.get(form)?.get(place);

/** The form a body fills in: its operation's, or, when the body names its document type, that type's. */
function formOf(operationId: string | undefined, body: unknown): string | undefined {
  const type = (body as { documentType?: unknown } | undefined)?.documentType;
  return operationId !== undefined && typeof type === 'string' ? `${operationId}.${type}` : operationId;
}

/**
 * The contract's patterns for text people write (issue 28): any character but the C0 and C1
 * controls (NUL is storable-input.ts's to refuse, in its own words); tab, and for multi-line text
 * line breaks, allowed. The validator quotes the pattern it broke.
 */
const controlCharacterPattern = /must match pattern "\^\[\^\\u0001-\\u0008/;

function messageFor(messages: FormMessageMap, error: FieldError, form: string | undefined): string {
  const field = error.path.split('/').pop() ?? '';
  const rule = (error.errorCode ?? '').replace('.openapi.validation', '');
  return (
    // A discriminated body's fields are named without the leading /body.
    formMessage(messages, form, error.path.replace(/^\/(body\/)?/, '')) ??
    (rule === 'pattern' && controlCharacterPattern.test(error.message)
      ? `${field || 'request'} must not contain control characters${/\\u000A/.test(error.message) ? ' or line breaks' : ''}.`
      : undefined) ??
    fieldMessages[`${field}:${rule}`] ??
    `${field || 'request'} ${error.message}`.trim()
  );
}

/** The user's words for PostgreSQL's data exceptions, by SQLSTATE. */
const dataErrors: Record<string, string> = {
  '22003': 'A number in the request is out of range.',
  '22008': 'A date in the request is out of range.',
  '22021': 'Text must not contain NUL characters (\\u0000).',
  '22P05': 'Text must not contain NUL characters (\\u0000).',
};

/** How long a client is asked to wait (Retry-After) when the database cannot answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL's SQLSTATEs for a database that cannot answer now: a statement cut by its
 * statement_timeout (57014), a connection ended by the server (57P01 admin shutdown, as
 * pg_terminate_backend does; 57P02 crash; 25P03 idle in transaction too long), a server starting or
 * stopping (57P03), no connection slot left (53300), and every connection exception (class 08).
 */
const unavailableStates = new Set(['57014', '57P01', '57P02', '57P03', '25P03', '53300']);
/** The network's errors on connecting or on a connection (Node's codes). */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** pg's and pg-pool's own errors (no code) for a connection that never came or broke; knex prefixes the message with the query. */
const pgConnectionFailure =
  /Connection terminated|timeout expired|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/;

/**
 * Whether `err` says the database is unreachable or not answering in time, as opposed to refusing
 * what was asked: connection refused or timed out, knex's pool acquire timeout (KnexTimeoutError),
 * a statement timeout, a connection the server ended. Looks through `cause` and AggregateError's
 * `errors` (a host name with several addresses).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  const e = err as { name?: unknown; code?: unknown; severity?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.code === 'string') {
    if (networkCodes.has(e.code)) return true;
    // A SQLSTATE comes with a severity (pg's DatabaseError).
    if (typeof e.severity === 'string' && (unavailableStates.has(e.code) || e.code.startsWith('08'))) return true;
  }
  if (typeof e.message === 'string' && pgConnectionFailure.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** The answer while the database cannot be reached: try again shortly, never a 500. */
export const databaseUnavailable = () =>
  new HttpProblem(503, 'The service is briefly unavailable. Please try again in a moment.', 'unavailable', undefined, {
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  });

interface ValidatorError {
  status: number;
  message: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
}

const isValidatorError = (e: unknown): e is ValidatorError =>
  typeof e === 'object' && e !== null && 'status' in e && typeof e.status === 'number' && 'message' in e;

/**
 * Everything that goes wrong ends here and leaves as application/problem+json, or, for a browser
 * opening a page of one of the apps, as an HTML error page with the same status. `formMessages`
 * word the validator's refusals of the modules' forms.
 */
export function createErrorHandler(formMessages: FormMessages = {}): ErrorRequestHandler {
  const messages: FormMessageMap = new Map(
    Object.entries(formMessages).map(([operationId, fields]) => [operationId, new Map(Object.entries(fields))]),
  );
  return (err, req, res, _next) => handleError(messages, err, req, res);
}

/** The handler without any form's words (tests of the http layer). */
export const errorHandler = createErrorHandler();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- what reaches an error handler can be anything
function handleError(messages: FormMessageMap, err: any, req: Request, res: Response) {
  let status = 500;
  let detail = 'Something went wrong. Please try again.';
  let code: string | undefined = 'internal';
  let errors: FieldError[] | undefined;
  let headers: Record<string, string> | undefined;

  if (err instanceof HttpProblem) {
    ({ status, detail, code, errors, headers } = err);
  } else if (isDatabaseUnavailable(err)) {
    ({ status, detail, code, headers } = databaseUnavailable());
  } else if (err?.code === '23505') {
    // A unique constraint caught what the service did not: a concurrent duplicate.
    status = 409;
    detail = 'This already exists.';
    code = 'conflict';
  } else if (typeof err?.code === 'string' && err.code.startsWith('22') && typeof err.severity === 'string') {
    // PostgreSQL's data exceptions (class 22): a value the contract let through that a column
    // cannot hold (a number out of range, a date past year 294276, an unstorable character).
    status = 400;
    detail = dataErrors[err.code] ?? 'A value in the request cannot be stored.';
    code = 'invalid-input';
  } else if (err?.type === 'entity.too.large') {
    // body-parser's errors carry a status too: recognise them before the validator's.
    status = 413;
    detail = 'The request is too large.';
    code = 'too-large';
  } else if (err?.type === 'entity.parse.failed') {
    status = 400;
    detail = 'The request body is not valid JSON.';
    code = 'invalid-json';
  } else if (isValidatorError(err) && err.status >= 400 && err.status < 500) {
    status = err.status;
    // The validator has named the operation (req.openapi) before it checks the request.
    const operationId = (req as { openapi?: { schema?: { operationId?: string } } }).openapi?.schema?.operationId;
    const form = formOf(operationId, req.body);
    errors = err.errors?.map((e) => ({ path: e.path, message: messageFor(messages, e, form), errorCode: e.errorCode }));
    code = status === 401 ? 'unauthenticated' : status === 404 ? 'not-found' : 'invalid-input';
    detail =
      status === 401
        ? 'Please log in to continue.'
        : status === 400 && errors?.[0]
          ? errors[0].message
          : err.message;
    headers = err.headers;
  }

  if (status === 503 && code === 'unavailable') req.log?.warn({ err }, 'request failed: database unavailable');
  else if (status >= 500) req.log?.error({ err }, 'request failed');
  // Answered already: a stream cut short, or the request deadline (this is the handler's late failure).
  if (res.headersSent) return;
  sendProblem(req, res, status, detail, code, errors, headers);
}

/**
 * The answer for a problem: problem+json, or, for a browser opening a page of one of the apps,
 * an HTML error page with the same status. Shared with the request deadline.
 */
export function sendProblem(
  req: Request,
  res: Response,
  status: number,
  detail: string,
  code?: string,
  errors?: FieldError[],
  headers?: Record<string, string>,
) {
  // A public read's validator and caching were for its answer, not for a problem.
  res.removeHeader('ETag');
  res.removeHeader('Cache-Control');
  if (headers) res.set(headers);
  if (opensAPage(req)) {
    const home = /^\/admin(\/|$)/.test(pathOf(req)) ? '/admin/' : '/';
    const page = errorPage({ status, detail, home, requestId: String(req.id ?? '') });
    res.status(status).set('Cache-Control', 'no-store').type('html').send(page);
    return;
  }
  res.status(status).type('application/problem+json').json(problemBody(status, detail, code, errors));
}

const pathOf = (req: Request) => req.originalUrl.split('?')[0] ?? '/';

/**
 * A browser opening one of the apps (any address outside /api, HTML not ruled out): what fails
 * there is shown as a page, since the JSON an API client gets would fill the whole screen.
 */
const opensAPage = (req: Request) => !isApiPath(pathOf(req)) && req.accepts(['html', 'json']) === 'html';

/** Anything under /api that no route answered. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).type('application/problem+json').json(problemBody(404, 'Not found.', 'not-found'));
};
