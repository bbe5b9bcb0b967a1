import * as z from "zod";
import { li, link, p, ul } from "../../shared/richtext/build";
import { checkRichTextForSave } from "../richtext/save";
import { plainText, type RichTextDocument } from "../../shared/richtext/schema";

/**
 * A bulletin's body as stored (newsletter_issues.body, JSON). Bulletins are composed in the Lexical
 * editor and stored as `{ format: "lexical", doc }`. Bulletins stored before that (`{ text, links }`:
 * paragraphs of plain text and the picked news and events) have no `format` and are still sent and
 * previewed as they were written; opening such a draft in the editor turns it into a document, which
 * the next save stores in the new form.
 */

/** The plain-text form of bulletins stored before the editor (read, never written any more). */
const legacyBodySchema = z.object({
  text: z.string().max(20_000),
  links: z.array(z.object({ title: z.string().max(200), url: z.string().max(500) })).max(20).default([]),
});

export type LegacyBulletinBody = z.infer<typeof legacyBodySchema>;

/** A document with something to read: text in it, or at least a picture. */
const hasContent = (doc: RichTextDocument) => plainText(doc).trim() !== "" || JSON.stringify(doc).includes('"type":"image"');

/** The bulletin's text as the admin form and the API take it: the editor's document, checked by the save policy. */
export const bulletinDocField = z.unknown().transform((value, ctx) => {
  const checked = checkRichTextForSave(value);
  if (!checked.ok) {
    ctx.addIssue({ code: "custom", message: checked.error });
    return z.NEVER;
  }
  if (!hasContent(checked.value)) {
    ctx.addIssue({ code: "custom", message: "Bültenin metnini yazın." });
    return z.NEVER;
  }
  return checked.value;
});

export type BulletinBody = { format: "lexical"; doc: RichTextDocument } | ({ format: "text" } & LegacyBulletinBody);

/** The stored body in either form; an unreadable one reads as an empty document. */
export function readBulletinBody(value: unknown): BulletinBody {
  if (typeof value === "object" && value !== null && (value as { format?: unknown }).format === "lexical") {
    const checked = bulletinDocField.safeParse((value as { doc?: unknown }).doc);
    return { format: "lexical", doc: checked.success ? checked.data : { root: { type: "root", children: [] } } };
  }
  const legacy = legacyBodySchema.safeParse(value);
  return legacy.success ? { format: "text", ...legacy.data } : { format: "lexical", doc: { root: { type: "root", children: [] } } };
}

/** What a new bulletin body is stored as. */
export const storedBody = (doc: RichTextDocument) => ({ format: "lexical" as const, doc });

/** An old plain-text bulletin as a document for the editor: its paragraphs, then its links as a list. */
export function legacyAsDocument(body: LegacyBulletinBody): RichTextDocument {
  const paragraphs = body.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => p(paragraph.replace(/\s*\n\s*/g, " ")));
  const links = body.links.length ? [ul(...body.links.map((item) => li(link(item.url, item.title))))] : [];
  return { root: { type: "root", direction: "ltr", format: "", indent: 0, version: 1, children: [...paragraphs, ...links] } };
}

/** The document of a bulletin in either stored form (what the editor opens). */
export const documentOf = (body: BulletinBody): RichTextDocument => (body.format === "lexical" ? body.doc : legacyAsDocument(body));
