import type { AuthProvider, UserIdentity } from 'react-admin';
import { getSession, logOut } from '@thriftz/client/generated/auth/auth';
import type { CurrentUser } from '@thriftz/client/generated/model';
import { isApiError } from '../lib/errors';
import { goToSite } from './navigation';

/** Why the app must be left; the access gate shows the matching screen and redirects. */
export type ExitReason = 'login' | 'denied' | 'error';

/** How long a confirmed session is trusted before checkAuth asks the API again. */
const SESSION_TTL_MS = 60_000;

interface AuthProviderOptions {
  /** The admin the access gate has just verified. */
  initialUser: CurrentUser;
  /** Hands control back to the access gate. */
  onExit: (reason: ExitReason) => void;
}

/**
 * react-admin's authProvider over the session cookie. react-admin's own login page and
 * redirects are never used: every exit goes through the access gate (login page of the student
 * app, or home), and logout() always returns false so react-admin does not navigate itself.
 *
 * - checkAuth: a signed-in admin, else leave (to login when signed out, home when not admin).
 * - checkError: 401 from any call leaves for login; a 403 re-reads the session and leaves
 *   only when the admin flag is gone (other 403s are ordinary errors for the caller to show).
 * - logout: after a refusal, hand over to the gate; when the user chose to log out, call the
 *   API and go home.
 */
export function createAuthProvider({ initialUser, onExit }: AuthProviderOptions): AuthProvider {
  let user: CurrentUser | null = initialUser;
  let checkedAt = Date.now();
  let pendingExit: ExitReason | null = null;
  let leaving = false;

  async function readSession(force: boolean, signal?: AbortSignal): Promise<CurrentUser | null> {
    if (!force && user && Date.now() - checkedAt < SESSION_TTL_MS) return user;
    const session = await getSession(signal ? { signal } : undefined);
    user = session.user;
    checkedAt = Date.now();
    return user;
  }

  /** Rejects the way react-admin expects: logout follows, with no toast of its own. */
  function refuse(reason: ExitReason): never {
    pendingExit ??= reason;
    throw { message: false };
  }

  return {
    supportAbortSignal: true,

    async login() {
      // Signing in happens on the student app's login page, never here.
      refuse('login');
    },

    async checkAuth(params?: { signal?: AbortSignal }) {
      let current: CurrentUser | null;
      try {
        current = await readSession(false, params?.signal);
      } catch (error) {
        if (params?.signal?.aborted) throw error;
        refuse(isApiError(error) && error.status === 401 ? 'login' : 'error');
      }
      if (!current) refuse('login');
      if (!current.isAdmin) refuse('denied');
    },

    async checkError(error: unknown) {
      if (!isApiError(error)) return;
      if (error.status === 401) {
        user = null;
        refuse('login');
      }
      if (error.status === 403) {
        let current: CurrentUser | null;
        try {
          current = await readSession(true);
        } catch {
          return; // cannot tell: leave the error to the caller
        }
        if (!current) refuse('login');
        if (!current.isAdmin) refuse('denied');
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const current = await readSession(false);
      if (!current) refuse('login');
      return {
        id: current.id,
        fullName: current.fullName,
        ...(current.profileImage ? { avatar: current.profileImage } : {}),
      };
    },

    async logout() {
      if (leaving) return false;
      leaving = true;
      if (pendingExit) {
        onExit(pendingExit);
        return false;
      }
      try {
        await logOut();
      } catch {
        // The session may already be gone; going home is still right.
      }
      user = null;
      goToSite();
      return false;
    },
  };
}
