// Who may change a post (mark it sold, fulfilled or inactive, or delete it), the same for every kind.
import { forbidden, notFound } from '../http/problem.js';

export interface PostOwner {
  ownerId: string;
  /** Whether people other than its owner can still see it (unexpired; roommate posts also active). */
  seenByOthers: boolean;
}

export interface ChangeRule {
  /** An admin may too (deleting). */
  allowAdmin: boolean;
  /** The post's 404 message. */
  notFound: string;
  /** The 403 message for someone else's post, and its code. */
  notYours: string;
  code?: string;
}

/**
 * The owner (or an admin, where the rule allows) may change the post; to anyone else a post they
 * cannot see is gone (404, as on GET), one they can see is someone else's (403).
 */
export function assertMayChange(post: PostOwner | undefined, user: { id: string; isAdmin: boolean }, rule: ChangeRule) {
  const mayChange = post?.ownerId === user.id || (rule.allowAdmin && user.isAdmin);
  if (!post || (!mayChange && !post.seenByOthers)) throw notFound(rule.notFound);
  if (!mayChange) throw forbidden(rule.notYours, rule.code ?? 'not-owner');
}
