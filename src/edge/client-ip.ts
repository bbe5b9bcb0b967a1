import type { Context } from "hono";
import type { AppEnv } from "../env";
import { logEvent } from "./log";

let warned = false;

/**
 * The key for hashing IPs: the IP_HASH_SECRET secret in production. Without it, a fixed key stands
 * in (fine for local development and tests), and an error is logged once per isolate, since hashes
 * made with a public key can be reversed.
 */
export function ipHashSecret(c: Context<AppEnv>): string {
  if (c.env.IP_HASH_SECRET) return c.env.IP_HASH_SECRET;
  const host = new URL(c.req.url).hostname;
  if (!warned && host !== "localhost" && host !== "127.0.0.1" && !host.endsWith(".example")) {
    warned = true;
    logEvent("error", "ip_hash_secret_missing", { message: "IP_HASH_SECRET is not set: run `wrangler secret put IP_HASH_SECRET`." });
  }
  return "yerel-gelistirme-anahtari";
}

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
