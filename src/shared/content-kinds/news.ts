/** News items (Gündem): the shared publishable fields only. */
import type { KindDeclaration } from "./publishable";

/** Gündem's declaration: no fields of its own. */
export const NEWS_KIND = {
  noun: "Gündem kaydı",
  fields: {},
} as const satisfies KindDeclaration<Record<string, never>>;
