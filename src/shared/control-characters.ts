import * as z from "zod";

/*
 * Control characters (NUL, the C0 range, DEL and the C1 range) have no place in any text the site
 * stores: a name in the register, a title, a decision, a caption. They are invisible on screen,
 * yet reach the printed book, the CSV and the mails ("Ali\u0000Veli"). Tab, line feed and carriage
 * return are left to each field's own rules (a single-line field refuses line breaks itself,
 * src/shared/mail-header.ts). Every request body is checked here before a handler reads it
 * (src/platform/body-checks.ts); the register's fields carry the same check in their shared schema,
 * so the form, the import's dry run and the handler say the same.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** Whether the text holds a control character other than tab, line feed or carriage return. */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** The Turkish message under a field that holds one. */
export const CONTROL_CHARACTER_MESSAGE = "Bu alanda görünmeyen bir kontrol karakteri var (ör. NUL); metni silip yeniden yazın.";

/** The zod check of a stored text field: `z.string().trim().check(noControlCharacters)`. */
export const noControlCharacters = z.refine<string>((text) => !hasControlCharacter(text), CONTROL_CHARACTER_MESSAGE);

/** The path of the first string in a JSON value (keys included) that holds a control character, or null. */
export function controlCharacterPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key];
      const found = controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
