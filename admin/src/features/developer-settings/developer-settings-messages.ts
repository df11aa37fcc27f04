/** The Developer Settings panel's texts (the server's own messages come in its problem `detail`). */
export const developerSettingsMessages = {
  title: 'Developer Settings',
  intro: 'Personal access tokens let your scripts and apps use the Thriftz API as you. Send one in the header',
  header: 'Authorization: Bearer <token>',
  introEnd: '. A token can do only what its scopes allow, until it expires or you revoke it.',
  docs: 'Read the API documentation',
  createTitle: 'Create a token',
  listTitle: 'Your tokens',
  count: (count: number, limit: number) => `${count} of ${limit} tokens`,
  loadFailed: 'Failed to load your tokens',
  createFailed: 'Failed to create the token',
  created: 'Token created',
  revokeFailed: 'Failed to revoke the token',
  revoked: 'Token revoked',
  revokeTitle: (name: string) => `Revoke "${name}"?`,
  revokeDetail: 'Anything that uses this token stops working at once: its next call is refused. This cannot be undone.',
  noTokens: 'You have no tokens yet',
  noTokensHint: 'Create one above to use the API from a script or app.',
  never: 'Never',
  expired: 'Expired',
  // The form's checks, in the server's words (tokens.service.ts).
  name: 'Name the token in 1 to 60 characters.',
  scopes: 'Choose one or more scopes: read, write, admin or chat.',
  expiresInDays: 'The expiry must be a whole number of days from 1 to 365.',
  // The one-time reveal.
  revealTitle: (name: string) => `Your new token "${name}"`,
  revealWarning: "You won't see this token again. Copy it now and keep it somewhere safe, like a password.",
  copied: 'Token copied',
  copyFailed: 'Could not copy: select the token and copy it by hand',
} as const;

/** The scopes an admin may give, each with what it lets the token do. */
export const SCOPE_CHOICES = [
  { scope: 'read', label: 'Read', help: 'Look things up (GET requests).' },
  { scope: 'write', label: 'Write', help: 'Create, change and delete things (includes read).' },
  { scope: 'admin', label: 'Admin', help: 'Act as an admin through the API: the back office’s operations, together with read or write.' },
  { scope: 'chat', label: 'Chat', help: 'Open the chat connection (/api/ws).' },
] as const;
