/**
 * Codes a visitor can read out over the phone: no 0/O, 1/I/L, or U/V pairs to confuse, upper case
 * only. Six symbols of 29 give about 590 million codes, plenty to tell apart a year's errors.
 */
export const ERROR_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";

/** "7F3K-2Q": four symbols, a hyphen, two symbols, as the error page shows it. */
export const ERROR_CODE_PATTERN = new RegExp(`^[${ERROR_CODE_ALPHABET}]{4}-[${ERROR_CODE_ALPHABET}]{2}$`);

/**
 * A fresh error code from the platform's random source. Bytes above the largest multiple of the
 * alphabet's length are drawn again, so every symbol is equally likely.
 */
export function newErrorCode(): string {
  const size = ERROR_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  const symbols: string[] = [];
  while (symbols.length < 6) {
    for (const byte of crypto.getRandomValues(new Uint8Array(8))) {
      if (byte < limit && symbols.length < 6) symbols.push(ERROR_CODE_ALPHABET[byte % size]!);
    }
  }
  return `${symbols.slice(0, 4).join("")}-${symbols.slice(4).join("")}`;
}
