import type { RequestHandler } from 'express';
import { badRequest, type FieldError } from '../../http/problem.js';

const isProblem = (body: unknown): body is { detail: unknown; errors?: FieldError[] } =>
  typeof body === 'object' && body !== null && 'detail' in body && !('error' in body);

/**
 * Every problem answered on /api/sanity/* also carries its message as `error`, the field the
 * original content API's clients read. Mounted before the body parser, so that every refusal
 * (bad JSON, 400, 401, 413) gets it. The validator names the fields of a discriminated body
 * without the leading `/body`; they get it back, as everywhere else.
 */
export const sanityErrorField: RequestHandler = (_req, res, next) => {
  const json = res.json.bind(res);
  res.json = ((body: unknown) => {
    if (res.statusCode < 400 || !isProblem(body)) return json(body);
    const errors = body.errors?.map((e) => (e.path.startsWith('/documentData') ? { ...e, path: `/body${e.path}` } : e));
    return json({ ...body, ...(errors ? { errors } : {}), error: body.detail });
  }) as typeof res.json;
  next();
};

const CREATABLE = new Set([
  'productListing', 'request', 'roommateRequest', 'productAdBoost', 'userSubscription', 'extraListingPurchase', 'miniStoreProduct', 'order',
]);
const CREATABLE_NAMES = 'productListing, request, roommateRequest, productAdBoost, userSubscription, extraListingPurchase, miniStoreProduct or order';

/**
 * POST /api/sanity/create takes only the documents of CREATABLE (a paid userSubscription or
 * extraListingPurchase is only read back); the validator's own
 * answer to another `documentType` names the path instead of the field, so this one speaks first
 * (after the body parser, before the validator; a visitor still gets the validator's 401).
 */
export const sanityCreatableType: RequestHandler = (req, _res, next) => {
  const type = (req.body as { documentType?: unknown } | undefined)?.documentType;
  if (!req.isAuthenticated() || (typeof type === 'string' && CREATABLE.has(type))) return next();
  const message =
    typeof type === 'string'
      ? `Documents of type '${type.slice(0, 50)}' cannot be created here: documentType must be ${CREATABLE_NAMES}.`
      : `documentType must be ${CREATABLE_NAMES}.`;
  next(badRequest(message, 'invalid-input', [{ path: '/body/documentType', message }]));
};
