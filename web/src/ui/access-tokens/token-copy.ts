// The words of the personal-access-token screens (the student app's Developer settings and the
// store portal's): what each scope allows, the limits the server enforces, and the toasts.
import type { AccessTokenScope } from '@thriftz/client/generated/model';

export const NAME_MAX_LENGTH = 60;
export const MIN_EXPIRY_DAYS = 1;
export const MAX_EXPIRY_DAYS = 365;
export const DEFAULT_EXPIRY_DAYS = 30;

/** The server's words (api/src/modules/tokens), checked here first so a slip is caught before the call. */
export const TOKEN_FIELD_MESSAGES = {
  name: 'Name the token in 1 to 60 characters.',
  scopes: 'Choose one or more scopes.',
  expiresInDays: 'The expiry must be a whole number of days from 1 to 365.',
} as const;

export const TOKEN_MESSAGES = {
  created: 'Token created. Copy it now: it will not be shown again.',
  createFailed: 'Failed to create the token',
  revoked: 'Token revoked',
  revokeFailed: 'Failed to revoke the token',
  loadFailed: 'Failed to load your tokens',
  copied: 'Token copied',
  copyFailed: 'Could not copy here. Select the token above and copy it by hand.',
} as const;

export interface ScopeOption {
  scope: AccessTokenScope;
  label: string;
  description: string;
}

export const SCOPE_LABELS: Record<AccessTokenScope, string> = { read: 'Read', write: 'Write', admin: 'Admin', chat: 'Chat' };

const READ: ScopeOption = { scope: 'read', label: 'Read', description: 'See listings, your posts, orders and account (GET requests only).' };

/** A student's scopes; `admin` only for admins (the server refuses it to anyone else). */
export function studentScopes(isAdmin: boolean): ScopeOption[] {
  return [
    READ,
    { scope: 'write', label: 'Write', description: 'Create, edit and delete as you: post listings, upload pictures, place orders. Includes read.' },
    {
      scope: 'chat',
      label: 'Chat',
      description: 'Open the live chat connection (/api/ws) to read and send your messages. No token without this scope can.',
    },
    ...(isAdmin
      ? [{ scope: 'admin' as const, label: 'Admin', description: "Use the back office's operations. Needs read or write as well for the kind of request." }]
      : []),
  ];
}

/** A store's scopes: read and write, on this store's owner-portal operations only. */
export const STORE_SCOPES: ScopeOption[] = [
  { scope: 'read', label: 'Read', description: "See this store's products, orders and settings (GET requests only)." },
  { scope: 'write', label: 'Write', description: "Add and edit products, update orders and the store's settings. Includes read." },
];
