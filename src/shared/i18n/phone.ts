/**
 * Turkish phone numbers in the one format the site shows: "+90 216 555 00 00" (country code,
 * area code, then 3-2-2), whatever way an editor typed them ("0216 555 0000", "(216) 5550000").
 * A number that is not a Turkish ten-digit one is shown as typed.
 */
export function formatPhone(raw: string): string {
  const national = nationalDigits(raw);
  if (!national) return raw.trim();
  return `+90 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}

/** The `tel:` address of a number: "tel:+902165550000". */
export function telHref(raw: string): string {
  const national = nationalDigits(raw);
  return `tel:${national ? `+90${national}` : raw.replace(/[^+0-9]/g, "")}`;
}

/** Whether a number is a Turkish one the site can show and call ("0216 555 00 00", "+90 532 …"). */
export const isTurkishPhone = (raw: string): boolean => nationalDigits(raw) !== null;

/** The ten digits after the country code or trunk 0, or null when the number is not Turkish. */
function nationalDigits(raw: string): string | null {
  const digits = raw.replace(/[^0-9+]/g, "");
  const national = digits.startsWith("+90") ? digits.slice(3) : digits.startsWith("0090") ? digits.slice(4) : digits.replace(/^0/, "");
  return /^[2-5]\d{9}$/.test(national) ? national : null;
}
