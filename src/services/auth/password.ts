import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with scrypt, at one of OWASP's listed settings that fits a Worker's 128 MB:
 * N=2^14, r=8, p=5 (16 MiB per hash). The algorithm and parameters are stored with every hash, so
 * they can be raised later and old hashes still verify (and can be upgraded at the next sign-in).
 */
export const PASSWORD_PARAMS = { N: 2 ** 14, r: 8, p: 5, keyLength: 32, saltLength: 16 } as const;

/** scrypt's cost settings: CPU/memory cost N (a power of two), block size r, parallelism p. */
export type PasswordCost = { N: number; r: number; p: number };

// The cost new hashes are made at, and below which a stored hash is upgraded. Always
// PASSWORD_PARAMS in the Worker: only the test suite's setup changes it (see setPasswordCostForTests).
let targetCost: PasswordCost = PASSWORD_PARAMS;

/**
 * For the test suite only (test/support/cheap-password-cost.ts, the workers project's setup file):
 * hash at a cheap cost, so that signing in a hundred times does not take minutes of scrypt. No
 * binding, variable or request reaches this, so a deployment always hashes at PASSWORD_PARAMS;
 * `undefined` restores them.
 */
export function setPasswordCostForTests(cost: PasswordCost | undefined): void {
  targetCost = cost ?? PASSWORD_PARAMS;
}

function derive(password: string, salt: Buffer, params: PasswordCost, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyLength, { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const encodeParams = ({ N, r, p }: PasswordCost) => `N=${N},r=${r},p=${p}`;

/** A salted scrypt hash at today's cost, with the algorithm, cost and salt stored beside the key. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(PASSWORD_PARAMS.saltLength);
  const key = await derive(password, salt, targetCost, PASSWORD_PARAMS.keyLength);
  return ["scrypt", encodeParams(targetCost), salt.toString("base64"), key.toString("base64")].join("$");
}

function parseHash(stored: string): { params: PasswordCost; salt: Buffer; key: Buffer } | null {
  const [algorithm, encoded, salt, key] = stored.split("$");
  if (algorithm !== "scrypt" || !encoded || !salt || !key) return null;
  const values = Object.fromEntries(encoded.split(",").map((pair) => pair.split("=")).map(([k, v]) => [k, Number(v)]));
  const { N, r, p } = values as Record<string, number>;
  if (!N || !r || !p) return null;
  return { params: { N, r, p }, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

/** True when a hash was made with weaker settings than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || encodeParams(parsed.params) !== encodeParams(targetCost);
}

let decoy: Promise<string> | undefined;

/**
 * Does the same work as a real verification, for sign-ins to accounts that do not exist, so the
 * answer takes as long either way and timing reveals nothing.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword("decoy-password-for-constant-time");
  await verifyPassword(password, await decoy);
  return false;
}
