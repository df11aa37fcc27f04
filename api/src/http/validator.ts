import path from 'node:path';
import type { RequestHandler } from 'express';
import cookieParser from 'cookie-parser';
import * as OpenApiValidator from 'express-openapi-validator';
import type { Config } from '../config.js';

export const contractPath = (config: Config) => path.join(config.repoRoot, 'api/generated/openapi.json');

/** Only the API is described by the contract; docs, the contract itself and the apps are not. */
const isUndocumented = (p: string) => !p.startsWith('/api/') || p.startsWith('/api/docs') || p === '/api/openapi.json';

/**
 * The validator checks that a cookieAuth call carries the cookie by reading `req.cookies`
 * (cookie-parser's field). Only the names matter here: the session middleware reads and verifies
 * the cookie itself.
 */
const exposeCookies = cookieParser();

/**
 * Every request is checked against the contract (unknown body fields are rejected, not
 * stripped) and, outside production, every response too. `security` in the contract decides who
 * may call: cookieAuth needs a live session.
 */
export function openApiValidator(config: Config): RequestHandler[] {
  return [
    exposeCookies,
    ...OpenApiValidator.middleware({
      apiSpec: contractPath(config),
      validateRequests: { allowUnknownQueryParameters: false, coerceTypes: true },
      validateResponses: config.validateResponses ? { removeAdditional: false } : false,
      validateSecurity: {
        handlers: {
          cookieAuth: (req) => {
            if ((req as unknown as Express.Request).isAuthenticated()) return true;
            throw Object.assign(new Error('unauthenticated'), { status: 401 });
          },
        },
      },
      validateFormats: true,
      ignorePaths: isUndocumented,
    }),
  ];
}
