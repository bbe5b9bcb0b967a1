import type { Context } from "hono";
import type { AppEnv } from "../shared/env";

/**
 * The key for hashing IPs: the IP_HASH_SECRET secret. Only local development and tests run without
 * it (a deployed Worker without it answers 503: src/platform/deployment-check.ts), with a key that is
 * public and therefore good for nothing else.
 */
export const ipHashSecret = (c: Context<AppEnv>): string => c.env.IP_HASH_SECRET ?? "yerel-gelistirme-anahtari";

/** The visitor's IP as Cloudflare reports it (wrangler dev sets the same header locally). */
export const clientIp = (c: Context<AppEnv>): string => c.req.header("cf-connecting-ip") ?? "bilinmiyor";

const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keyCache.set(secret, key);
  }
  return key;
}

/**
 * A keyed hash of an IP address: stable enough to count one sender's messages, useless for finding
 * out who sent them without the key. The raw IP is never stored.
 */
export async function hashIp(ip: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(ip));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
