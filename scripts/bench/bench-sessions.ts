// Signed-in sessions for bench students, written straight into connect-pg-simple's table: the
// bench measures the calls, not log-ins (whose budgets would also refuse hundreds of them).
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from '../lib/local-server.js';
import { benchSessionSecret } from './api-process.js';

const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The cookie express-session would set for `sid`: "s:" + sid signed as cookie-signature does. */
const sessionCookie = (sid: string) => {
  const signature = createHmac('sha256', benchSessionSecret).update(sid).digest('base64').replace(/=+$/, '');
  return `thriftz.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
};

/** A session per student; answers their cookies in the same order. */
export async function signIn(dbUrl: string, userIds: string[]) {
  const sids = userIds.map(() => randomBytes(24).toString('base64url'));
  const expires = new Date(Date.now() + SESSION_MAX_AGE_MS).toISOString();
  await sql(
    dbUrl,
    `INSERT INTO sessions (sid, sess, expire)
     SELECT sid, json_build_object(
              'cookie', json_build_object('originalMaxAge', $3::bigint, 'expires', $4::text, 'httpOnly', true, 'path', '/', 'sameSite', 'lax'),
              'passport', json_build_object('user', uid)),
            $4::timestamptz
       FROM unnest($1::text[], $2::uuid[]) AS s(sid, uid)`,
    [sids, userIds, SESSION_MAX_AGE_MS, expires],
  );
  return sids.map(sessionCookie);
}

/** The demo student's session cookie, from a real log-in at `base` (the API's own origin). */
export async function demoStudentCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@campus.edu', password: 'student123' }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`The demo student could not sign in (${login.status})`);
  return cookie;
}
