/**
 * Identity numbers in the member register: the T.C. kimlik no's official check digits, and the
 * masked form every list shows. Pure, so the admin forms, the import and the server agree.
 */

/**
 * Whether `value` is a T.C. kimlik no by the official rule: 11 digits, the first not 0;
 * d10 = ((d1+d3+d5+d7+d9)·7 − (d2+d4+d6+d8)) mod 10; d11 = (d1+…+d10) mod 10.
 */
export function isValidTcKimlikNo(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = (positions: number[]) => positions.reduce((total, i) => total + (d[i] ?? 0), 0);
  const tenth = (((sum([0, 2, 4, 6, 8]) * 7 - sum([1, 3, 5, 7])) % 10) + 10) % 10;
  const eleventh = sum([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** First 3 and last 2 characters, the rest as stars: `123******45`. */
export function maskIdentity(value: string): string {
  if (value.length <= 5) return "*".repeat(value.length);
  return value.slice(0, 3) + "*".repeat(value.length - 5) + value.slice(-2);
}

/** Digits only: people paste numbers with spaces or dots between the groups. */
export const normaliseIdentity = (value: string): string => value.replace(/[\s.-]/g, "");
