import { eq } from "drizzle-orm";
import * as z from "zod";
import { BUTTON_LINK_ERROR, isButtonLink, isMapLink, MAP_LINK_ERROR } from "../richtext/url-policy";
import type { Database } from "./client";
import { pages, type PageKey } from "./schema";

/**
 * Structured fields of each editable page, validated whenever they are written or read. The link
 * rules are the admin form's too (src/richtext/url-policy.ts), so the two cannot drift apart.
 */
export const pageFieldSchemas = {
  home: z.object({
    heroTitle: z.string().min(1).max(120),
    heroText: z.string().max(400),
    ctaLabel: z.string().min(1).max(40),
    ctaHref: z.string().trim().max(300).refine(isButtonLink, BUTTON_LINK_ERROR),
  }),
  about: z.object({}),
  contact: z.object({
    address: z.string().max(300),
    phone: z.string().max(40),
    email: z.email("Geçerli bir e-posta adresi yazın (ör. ad@ornek.com)."),
    mapUrl: z.literal("").or(z.string().trim().max(1000).refine(isMapLink, MAP_LINK_ERROR)),
    officeHours: z.string().max(300),
  }),
  kvkk: z.object({}),
} satisfies Record<PageKey, z.ZodType>;

export type PageFields<K extends PageKey> = z.infer<(typeof pageFieldSchemas)[K]>;

/** One editable page's record. */
export const pageByKey = (db: Database, key: PageKey) => db.select().from(pages).where(eq(pages.key, key)).limit(1);

/** The page's fields, or null when the stored JSON no longer fits the schema (shown as missing, never as broken HTML). */
export function readPageFields<K extends PageKey>(key: K, stored: unknown): PageFields<K> | null {
  const parsed = pageFieldSchemas[key].safeParse(stored);
  return parsed.success ? (parsed.data as PageFields<K>) : null;
}
