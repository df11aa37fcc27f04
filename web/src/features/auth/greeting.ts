// The toast that greets a student who has just signed in: new accounts are welcomed, not welcomed back.
import type { SignedInUser } from '@thriftz/client/generated/model';

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'student';

/** 'Welcome, Asha!' on the account's first sign-in (the server's firstSignIn), else 'Welcome back, Asha!'. */
export const greeting = ({ fullName, firstSignIn }: Pick<SignedInUser, 'fullName' | 'firstSignIn'>) =>
  `${firstSignIn ? 'Welcome' : 'Welcome back'}, ${firstName(fullName)}!`;
