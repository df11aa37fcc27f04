// How many multipart uploads may be in flight at once, per student and in this process. The
// validator's multer holds each body in memory (up to 25 MB, http/validator.ts) and sharp then
// decodes it, so the slot is taken before a byte of the body is read and kept until the
// response is over: at most TOTAL × 25 MB of upload bodies live at any time.
import type { RequestHandler } from 'express';
import { tooManyUploads } from './problem.js';

export interface UploadSlotLimits {
  perStudent: number;
  total: number;
}

/** Enough for a form that sends its pictures two at a time; 8 × 25 MB bounds the memory. */
export const UPLOAD_SLOTS: UploadSlotLimits = { perStudent: 2, total: 8 };

/** A picture takes a few seconds to send from a phone and moments to process. */
const RETRY_AFTER_SECONDS = 5;

export function uploadSlots(limits: UploadSlotLimits = UPLOAD_SLOTS): RequestHandler {
  const byStudent = new Map<string, number>();
  let total = 0;

  return (req, res, next) => {
    // A visitor's upload is refused by the contract's security check, which the validator runs
    // before its multer reads anything; only signed-in uploads (a student's, or an owner portal's
    // in its store's name) reach the body.
    const userId = req.user?.id ?? (req.storeSession ? `store:${req.storeSession.storeId}` : undefined);
    if (!userId || !req.is('multipart/form-data')) return next();
    const mine = byStudent.get(userId) ?? 0;
    if (mine >= limits.perStudent || total >= limits.total) return next(tooManyUploads(RETRY_AFTER_SECONDS));

    byStudent.set(userId, mine + 1);
    total += 1;
    // 'close' comes once whether the response finished or the client went away mid-upload.
    res.once('close', () => {
      total -= 1;
      const left = (byStudent.get(userId) ?? 1) - 1;
      if (left > 0) byStudent.set(userId, left);
      else byStudent.delete(userId);
    });
    next();
  };
}
