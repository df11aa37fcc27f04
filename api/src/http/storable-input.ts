import type { RequestHandler } from 'express';
import { badRequest, type FieldError } from './problem.js';

/**
 * What the contract cannot say and PostgreSQL cannot take, refused after the validator:
 * - a NUL character (U+0000) in any string: text and jsonb columns reject it (errors 22021,
 *   22P05), whatever the column or the search it is compared with;
 * - a number that is not finite: with type coercion on, the validator's ajv turns the text
 *   `Infinity` or `1e309` into Infinity for an integer or number field and then skips its
 *   minimum/maximum checks (they only look at finite numbers), so `pageSize=Infinity` would
 *   reach the handlers.
 */
export const storableInput: RequestHandler = (req, _res, next) => {
  const errors: FieldError[] = [];
  const visit = (value: unknown, path: string, depth: number) => {
    if (errors.length > 0 || depth > 64) return;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) errors.push({ path, message: `${fieldName(path)} must not contain NUL characters (\\u0000).` });
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) errors.push({ path, message: `${fieldName(path)} must be a finite number.` });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${path}/${i}`, depth + 1));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) errors.push({ path, message: `${fieldName(path)} must not contain NUL characters (\\u0000).` });
        visit(item, `${path}/${key}`, depth + 1);
      }
    }
  };
  visit(req.query, '/query', 0);
  visit(req.body, '/body', 0);
  if (errors.length > 0) return next(badRequest(errors[0]!.message, 'invalid-input', errors));
  next();
};

const fieldName = (path: string) => {
  const segments = path.split('/').filter((s) => s && !/^\d+$/.test(s));
  return segments.length > 1 ? segments.at(-1)! : 'request';
};
