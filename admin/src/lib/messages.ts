/**
 * User-facing texts that the specification fixes word for word
 * (spec 3, sections 2.3, 5, 6 and 8). Keep them here so they are never retyped.
 */
export const messages = {
  verifyingAdmin: 'Verifying admin access...',
  accessDenied: 'Access denied. Admin privileges required.',
  verifyError: 'Error verifying admin status',
  // The back office's own sign-in (not in the spec, which sends to the student app's /login).
  fillEmailAndPassword: 'Please enter your email and password.',
  notAnAdminAccount: 'This account is not an admin account. Access denied. Admin privileges required.',
  signInFailed: 'Could not sign in. Please try again.',
  loadUsersFailed: 'Failed to load users',
  updateUserFailed: 'Failed to update user',
  bulkActionFailed: 'Failed to perform bulk action',
  selectUsersFirst: 'Please select users first',
  updateSubscriptionsFailed: 'Failed to update subscriptions',
  confirmDeleteUsers: (count: number) =>
    `Are you sure you want to delete ${count} users? This action cannot be undone.`,
} as const;
