import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
  keylen: number;
}

const params: PasswordCost = { N: 16384, r: 8, p: 1, keylen: 64 };

const derive = (password: string, salt: Buffer, o: ScryptOptions & { keylen: number }) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, o.keylen, { N: o.N, r: o.r, p: o.p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/**
 * scrypt (node:crypto), stored as `scrypt$N$r$p$salt$hash` so parameters can be raised later.
 * The cost is the product's; only the tests' fixtures, which put thousands of accounts straight into
 * their databases, pass a lower one (verification reads the cost back from the hash).
 */
export async function hashPassword(password: string, cost: PasswordCost = params): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    keylen: expected.length,
  });
  return timingSafeEqual(key, expected);
}
