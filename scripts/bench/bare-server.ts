/**
 * The baseline: node:http + pg answering GET /api/users/{uid} with the same SQL as the API and
 * nothing else (no framework, validation, sessions or logging). Started by run.ts.
 */
import http from 'node:http';
import pg from 'pg';
import { profileSql } from '../../api/src/modules/users/users.profile-query.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const route = /^\/api\/users\/([0-9a-f-]{36})$/;

const server = http.createServer(async (req, res) => {
  const match = route.exec(req.url ?? '');
  if (!match) {
    res.writeHead(404).end();
    return;
  }
  const { rows } = await pool.query(profileSql, [match[1]]);
  const row = rows[0];
  if (!row) {
    res.writeHead(404).end();
    return;
  }
  const body = JSON.stringify({
    _id: row.id,
    uid: row.id,
    fullName: row.full_name,
    profileImage: row.profile_image,
    bio: row.bio,
    socialLinks: row.social_links,
    joinedDate: row.joined_date.toISOString(),
  });
  res.writeHead(200, { 'content-type': 'application/json' }).end(body);
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
