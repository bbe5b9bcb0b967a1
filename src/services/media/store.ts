import type { Bindings } from "../../shared/env";
import type { SniffedImage } from "./image-type";
import { canMakeVariants, storeImageVariants, type StoredImage } from "./process";
import { parseFullKey, variantKeys } from "../../shared/media-variants";

/**
 * Where an upload goes: through the Images binding into variants (process.ts) when the binding reads
 * its format, otherwise (BMP, ICO: formats with no metadata block to leak) stored as it came, once,
 * under uploads/. Both paths leave nothing behind when they fail.
 */
export async function storeUpload(env: Pick<Bindings, "IMAGES" | "MEDIA">, bytes: Uint8Array, sniffed: SniffedImage): Promise<StoredImage> {
  if (canMakeVariants(sniffed.contentType)) return storeImageVariants(env.IMAGES, env.MEDIA, bytes, sniffed);
  const now = new Date();
  const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${crypto.randomUUID()}.${sniffed.extension}`;
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: sniffed.contentType } });
  return { publicKey: key, originalKey: "", contentType: sniffed.contentType, width: sniffed.width, height: sniffed.height, byteSize: bytes.byteLength };
}

/** The public files of an image: its full copy and, when it has them, its WebP variants. */
export function publicKeysOf(publicKey: string): string[] {
  const set = parseFullKey(publicKey);
  return set ? variantKeys(set) : [publicKey];
}

/** Every object an image owns in R2, the private original included. */
export function storedKeys(image: { publicKey: string; originalKey: string | null }): string[] {
  return [...publicKeysOf(image.publicKey), ...(image.originalKey ? [image.originalKey] : [])];
}
