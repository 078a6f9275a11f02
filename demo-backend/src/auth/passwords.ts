import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can change without breaking old hashes. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const seedHashes = new Map<string, Promise<string>>();

/**
 * The seed's salt comes from the email so every fresh database is identical; the result is
 * memoised because tests open many fresh databases in one process.
 */
export function seedPasswordHash(email: string, password: string): Promise<string> {
  const salt = createHash('sha256').update(`demo-seed:${email}`).digest().subarray(0, 16);
  const cacheKey = `${email}\u0000${password}`;
  let hash = seedHashes.get(cacheKey);
  if (!hash) {
    hash = hashPassword(password, salt);
    seedHashes.set(cacheKey, hash);
  }
  return hash;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || Number(n) !== N || Number(r) !== R || Number(p) !== P) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A wrong login still costs one scrypt, so response time does not tell which logins exist.
const dummyHash = hashPassword('not-a-real-password');
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, await dummyHash);
}
