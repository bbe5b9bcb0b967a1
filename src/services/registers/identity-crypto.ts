/**
 * Identity numbers at rest (docs/registers.md, "The key"): AES-GCM through WebCrypto for the number
 * itself, and an HMAC for uniqueness and lookup, both keyed from the REGISTER_KEY secret, so no
 * database export or backup holds a number in clear. Nothing here logs a number or a key.
 *
 * REGISTER_KEY is `v<version>:<base64 of 32 random bytes>` (`v1:` may be left out). During a key
 * rotation REGISTER_KEY_PREVIOUS holds the old one, so rows made with it still open until the
 * cron's re-sealing (resealNextBatch, src/services/registers/rekey.ts) has moved them to the new key.
 */
import type { Bindings } from "../../shared/env";

/** One key, with the two WebCrypto keys derived from it (HKDF: one secret, two separate purposes). */
export interface RegisterKey {
  version: number;
  cipher: CryptoKey;
  mac: CryptoKey;
}

export interface SealedIdentity {
  cipher: string;
  hash: string;
  keyVersion: number;
}

declare module "../../shared/env" {
  interface Bindings {
    /** The member register's key (a secret; docs/registers.md says how to set and rotate it). */
    REGISTER_KEY?: string;
    /** The previous key, only while a rotation is under way. */
    REGISTER_KEY_PREVIOUS?: string;
  }
}

const encoder = new TextEncoder();
const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** Thrown when the Worker has no key: the register cannot be written or read without it. */
export class MissingRegisterKey extends Error {
  constructor() {
    super("REGISTER_KEY is not set");
  }
}

const cache = new Map<string, Promise<RegisterKey>>();

async function derive(secret: string): Promise<RegisterKey> {
  const match = /^(?:v(\d{1,4}):)?([A-Za-z0-9+/=]{40,})$/.exec(secret.trim());
  if (!match) throw new MissingRegisterKey();
  const material = await crypto.subtle.importKey("raw", fromBase64(match[2]!), "HKDF", false, ["deriveKey"]);
  const params = (info: string) => ({ name: "HKDF", hash: "SHA-256", salt: new Uint8Array(32), info: encoder.encode(info) });
  const [cipher, mac] = await Promise.all([
    crypto.subtle.deriveKey(params("uye-kayit-defteri/aes-gcm"), material, { name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]),
    crypto.subtle.deriveKey(params("uye-kayit-defteri/hmac"), material, { name: "HMAC", hash: "SHA-256", length: 256 }, false, ["sign"]),
  ]);
  return { version: Number(match[1] ?? 1), cipher, mac };
}

/** The key a secret names, derived once per isolate. */
function keyOf(secret: string): Promise<RegisterKey> {
  let key = cache.get(secret);
  if (!key) {
    key = derive(secret);
    cache.set(secret, key);
    key.catch(() => cache.delete(secret));
  }
  return key;
}

/** The current key, and the previous one during a rotation. */
export async function registerKeys(env: Pick<Bindings, "REGISTER_KEY" | "REGISTER_KEY_PREVIOUS">): Promise<{ current: RegisterKey; previous: RegisterKey | null }> {
  if (!env.REGISTER_KEY) throw new MissingRegisterKey();
  const current = await keyOf(env.REGISTER_KEY);
  const previous = env.REGISTER_KEY_PREVIOUS ? await keyOf(env.REGISTER_KEY_PREVIOUS) : null;
  return { current, previous };
}

/** The keyed hash of a number: equal numbers give equal hashes under one key, and nothing else reads it. */
export async function identityHash(key: RegisterKey, identity: string): Promise<string> {
  return toHex(await crypto.subtle.sign("HMAC", key.mac, encoder.encode(identity)));
}

/** Encrypts a number (a fresh 96-bit IV each time) and hashes it. */
export async function sealIdentity(key: RegisterKey, identity: string): Promise<SealedIdentity> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key.cipher, encoder.encode(identity));
  return { cipher: `${toBase64(iv)}.${toBase64(sealed)}`, hash: await identityHash(key, identity), keyVersion: key.version };
}

/** Decrypts a stored number with the key of its version. */
export async function openIdentity(keys: { current: RegisterKey; previous: RegisterKey | null }, cipher: string, keyVersion: number): Promise<string> {
  const key = keyVersion === keys.current.version ? keys.current : keys.previous?.version === keyVersion ? keys.previous : null;
  if (!key) throw new MissingRegisterKey();
  const [iv, body] = cipher.split(".");
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv ?? "") }, key.cipher, fromBase64(body ?? ""));
  return new TextDecoder().decode(plain);
}
