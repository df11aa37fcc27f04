// The token form's words for the validator's refusals: one message per field, whichever rule is broken.
import type { FormMessages } from '../../http/error-handler.js';
import { tokenMessages } from './tokens.service.js';

// A scope outside the list is refused at its place in the array (`scopes/2`).
const scopeItems = Object.fromEntries([0, 1, 2, 3].map((i) => [`scopes/${i}`, tokenMessages.scopes]));
const fields = { name: tokenMessages.name, scopes: tokenMessages.scopes, ...scopeItems, expiresInDays: tokenMessages.expiresInDays };

export const tokensFormMessages: FormMessages = { createAccessToken: fields, createPortalAccessToken: fields };
