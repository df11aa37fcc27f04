import type { CurrentUser } from '@thriftz/client/generated/model';

/** A signed-in, verified, non-admin student: the usual viewer of someone else's post. */
export const STUDENT: CurrentUser = {
  id: '11111111-2222-4333-8444-555555555555',
  uid: '11111111-2222-4333-8444-555555555555',
  email: 'viewer@campus.edu',
  fullName: 'Ravi Kumar',
  isAdmin: false,
  emailVerified: true,
  profileImage: null,
  suspension: null,
};
