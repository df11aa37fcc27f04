// The list's keyset cursor: where the previous page ended (its last alert's created_at, exact to
// the microsecond, and id), opaque to clients.
import { isUuid } from '../../db/uuid.js';
import { badRequest } from '../../http/problem.js';
import type { Position } from './alerts.repository.js';

export const INVALID_CURSOR = 'This page cursor is not valid: pass the nextCursor of the previous page as before.';

export const encodeCursor = (p: Position) => Buffer.from(`${p.micros}.${p.id}`, 'utf8').toString('base64url');

/** The position a `before` names; a 400 naming the parameter for anything that is not a cursor of ours. */
export function decodeCursor(cursor: string): Position {
  const match = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const micros = match ? Number(match[1]) : NaN;
  if (!match || !Number.isSafeInteger(micros) || !isUuid(match[2]!)) {
    throw badRequest(INVALID_CURSOR, 'invalid-cursor', [{ path: '/query/before', message: INVALID_CURSOR }]);
  }
  return { micros, id: match[2]! };
}
