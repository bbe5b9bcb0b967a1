/** Escapes text for XML element content and attribute values. */
export const xml = (text: string): string =>
  text.replace(/[<>&"']/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch]!);
