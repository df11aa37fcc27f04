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

function messageFor(messages: FormMessageMap, error: FieldError, form: string | undefined): string {
  const field = error.path.split('/').pop() ?? '';
  const rule = (error.errorCode ?? '').replace('.openapi.validation', '');
  return (
    // A discriminated body's fields are named without the leading /body.
    formMessage(messages, form, error.path.replace(/^\/(body\/)?/, '')) ??
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

  if (status >= 500) {
    req.log?.error({ err }, 'request failed');
  }
  if (res.headersSent) return;
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
