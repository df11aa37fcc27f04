import type { AccessToken, AccessTokenInput } from '@thriftz/client/generated/model';
import type { AccessTokenScope } from '@thriftz/client/generated/model';
import { developerSettingsMessages as m } from './developer-settings-messages';

/** The create form as its inputs hold it. */
export interface TokenFormValues {
  name: string;
  scopes: AccessTokenScope[];
  /** Days as typed (the number input's text). */
  expiresInDays: string;
}

export type TokenField = 'name' | 'scopes' | 'expiresInDays';
export type TokenFormErrors = Partial<Record<TokenField, string>>;

export const DEFAULT_EXPIRY_DAYS = 30;
export const MAX_EXPIRY_DAYS = 365;
export const MAX_NAME_LENGTH = 60;

export const emptyTokenForm = (): TokenFormValues => ({ name: '', scopes: ['read'], expiresInDays: String(DEFAULT_EXPIRY_DAYS) });

/** The form checked as the server checks it; the request to send when there is no error. */
export function checkTokenForm(v: TokenFormValues): { input?: AccessTokenInput; errors: TokenFormErrors } {
  const errors: TokenFormErrors = {};
  const name = v.name.trim();
  if (name.length < 1 || name.length > MAX_NAME_LENGTH) errors.name = m.name;
  if (v.scopes.length === 0) errors.scopes = m.scopes;
  const days = Number(v.expiresInDays);
  if (!v.expiresInDays.trim() || !Number.isInteger(days) || days < 1 || days > MAX_EXPIRY_DAYS) errors.expiresInDays = m.expiresInDays;
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, input: { name, scopes: [...new Set(v.scopes)], expiresInDays: days } };
}

/** The server's field errors (problem+json `errors[].path`: '/body/name', '/body/scopes/2', …) as the form's. */
export function serverTokenErrors(problemErrors: { path: string; message: string }[] | undefined): TokenFormErrors {
  const errors: TokenFormErrors = {};
  for (const e of problemErrors ?? []) {
    const field = e.path.replace(/^\/body\//, '').split('/')[0];
    if (field === 'name' || field === 'scopes' || field === 'expiresInDays') errors[field] ??= e.message;
  }
  return errors;
}

/** The scopes checked, in the order the form lists them, with `scope` turned on or off. */
export function toggleScope(scopes: AccessTokenScope[], scope: AccessTokenScope, on: boolean): AccessTokenScope[] {
  const order: AccessTokenScope[] = ['read', 'write', 'admin', 'chat'];
  const set = new Set(scopes);
  if (on) set.add(scope);
  else set.delete(scope);
  return order.filter((s) => set.has(s));
}

/** True once the token's expiry has passed (the server refuses it; it stays listed until revoked). */
export const isExpired = (token: Pick<AccessToken, 'expiresAt'>, now: Date = new Date()) => new Date(token.expiresAt).getTime() <= now.getTime();
