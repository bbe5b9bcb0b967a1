/**
 * The common-password list travels in the Worker as a sorted set of 32-bit fingerprints instead of
 * the words themselves (a quarter of the bundle as words; about a fifth of that as fingerprints).
 * The build (client/build.mjs) and the Worker use this one module, so both fingerprint alike.
 *
 * A fingerprint is FNV-1a over the UTF-8 bytes of the lower-cased password. Every listed password
 * is still refused; an unlisted one shares a fingerprint with a listed one with a probability of
 * about n / 2^32 (18,000 / 4.3 billion: four in a million), which only asks that person to choose
 * another password.
 */

const encoder = new TextEncoder();

/** FNV-1a, 32 bits, of the lower-cased password's UTF-8 bytes. */
export function passwordFingerprint(password: string): number {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(password.toLowerCase())) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * Sorted, distinct fingerprints as the gaps between them in LEB128 (7 bits a byte), base64: the
 * form the build writes. The gaps average 2^32 / n, about three bytes each.
 */
export function encodeFingerprints(fingerprints: Iterable<number>): string {
  const sorted = [...new Set(fingerprints)].sort((a, b) => a - b);
  const bytes: number[] = [];
  let previous = 0;
  for (const value of sorted) {
    let gap = value - previous;
    previous = value;
    while (gap >= 0x80) {
      bytes.push((gap % 0x80) | 0x80);
      gap = Math.floor(gap / 0x80);
    }
    bytes.push(gap);
  }
  return btoa(String.fromCharCode(...bytes));
}

/** The sorted fingerprints back from {@link encodeFingerprints}' form. */
export function decodeFingerprints(encoded: string): Uint32Array {
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  const values: number[] = [];
  let previous = 0;
  for (let i = 0; i < bytes.length; ) {
    let gap = 0;
    let scale = 1;
    for (;;) {
      const byte = bytes[i++]!;
      gap += (byte & 0x7f) * scale;
      scale *= 0x80;
      if (byte < 0x80) break;
    }
    previous += gap;
    values.push(previous);
  }
  return Uint32Array.from(values);
}

/** Binary search in a sorted set of fingerprints. */
export function hasFingerprint(sorted: Uint32Array, fingerprint: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sorted[middle]!;
    if (value === fingerprint) return true;
    if (value < fingerprint) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
