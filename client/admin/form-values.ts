/**
 * What a number box sends. The rules (whole number, bounds, required) are the server's schema's
 * alone, so text that is not a plain number goes as it is typed and comes back refused with the
 * schema's own Turkish message under its field; an empty box sends null.
 */
export function numberOrText(typed: string): number | string | null {
  const text = typed.trim();
  if (text === "") return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}
