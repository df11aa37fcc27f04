// Who a signed-in request belongs to: the shape every layer reads from `req.user`. The http layer
// owns it (the session read fills it, the guards check it) so that no module has to import the
// users module only to name its caller; the users module makes it from its row.

/** A moderator's running suspension: the student may read but not post, chat or buy. */
export interface Suspension {
  until: Date;
  reason: string;
}

/** What a request needs to know about its signed-in student. */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
  emailVerified: boolean;
  profileImage: string | null;
  /** Set while a moderator's suspension runs. */
  suspension: Suspension | null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}
