/**
 * Lexical's text format bits, in a module of their own (no zod): the admin bundle builds documents
 * with them (src/shared/richtext/build.ts, the bulletin picker) without carrying the whole schema.
 */

/** Lexical's text format bits (TextNode `format`). Other bits (highlight, case…) are ignored. */
export const TEXT_FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
} as const;

/** Which text formats a piece of text carries. */
export type TextFormatName = keyof typeof TEXT_FORMAT;
