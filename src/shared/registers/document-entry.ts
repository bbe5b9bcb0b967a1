/**
 * The document register (Evrak Kayıt Defteri): one entry as the admin's form sends it and as the API
 * validates it, its file rules and its Turkish labels. docs/registers.md names the source of each
 * column. Pure, so the admin app imports it too.
 */
import * as z from "zod";
import { calendarDay } from "../calendar-day";
import { istanbulDay } from "../i18n/dates";
import { noControlCharacters } from "../control-characters";

export const DOCUMENT_DIRECTIONS = ["incoming", "outgoing"] as const;
export type DocumentDirection = (typeof DOCUMENT_DIRECTIONS)[number];

/** How the register's columns read, on screen and on the printed page. */
export const DOCUMENT_LABELS = {
  number: "Sıra no",
  direction: "Gelen / giden",
  recordedOn: "Kayıt tarihi",
  documentDate: "Evrakın tarihi",
  documentRef: "Evrakın sayısı",
  counterparty: "Kimden geldiği / kime gittiği",
  subject: "Konusu (özeti)",
  note: "Açıklama",
  file: "Taranmış evrak",
} as const;

export const DIRECTION_LABELS: Record<DocumentDirection, string> = { incoming: "Gelen", outgoing: "Giden" };

/** 10 MB: a scanned letter of a few pages at 300 dpi fits several times over. */
export const DOCUMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_FILE_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
/** The file picker's `accept`: the types and their extensions. */
export const DOCUMENT_FILE_ACCEPT = [...DOCUMENT_FILE_TYPES, ".pdf", ".jpg", ".jpeg", ".png"].join(",");
export const DOCUMENT_FILE_SIZE_ERROR = "Taranmış evrak en fazla 10 MB olabilir. Daha düşük çözünürlükte tarayıp yeniden deneyin.";
export const DOCUMENT_FILE_TYPE_ERROR = "Yalnızca PDF, JPEG veya PNG dosyası eklenebilir.";
export const DOCUMENT_FILE_EMPTY_ERROR = "Seçilen dosya boş.";

/** Null when the file may be sent, otherwise the Turkish message to show under the field (the server decides again from the bytes). */
export function checkDocumentFile(file: { size: number; type: string; name: string }): string | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  const typed = (DOCUMENT_FILE_TYPES as readonly string[]).includes(file.type) || (file.type === "" && ["pdf", "jpg", "jpeg", "png"].includes(extension));
  if (!typed) return DOCUMENT_FILE_TYPE_ERROR;
  if (file.size > DOCUMENT_FILE_MAX_BYTES) return DOCUMENT_FILE_SIZE_ERROR;
  if (file.size === 0) return DOCUMENT_FILE_EMPTY_ERROR;
  return null;
}

const text = (label: string, max: number) => z.string().trim().max(max, `${label} en fazla ${max} karakter olabilir.`).check(noControlCharacters);

const documentFields = z.object({
  direction: z.enum(DOCUMENT_DIRECTIONS, { error: "Evrakın gelen mi giden mi olduğunu seçin." }),
  recordedOn: calendarDay("Kayıt tarihini seçin."),
  documentDate: z.union([z.literal(""), calendarDay("Evrakın tarihini seçin.")]).default(""),
  documentRef: text("Evrakın sayısı", 100).default(""),
  counterparty: text("Kimden geldiği / kime gittiği", 200).min(1, "Evrakın kimden geldiğini ya da kime gittiğini yazın."),
  subject: text("Konu", 500).min(1, "Evrakın konusunu kısaca yazın."),
  note: text("Açıklama", 500).default(""),
});

/** The dates' rules, for a new entry and a correction alike. */
function checkDates(entry: { recordedOn: string; documentDate: string }, context: z.RefinementCtx): void {
  // A day later than today in Turkey is a typing slip: the register records what has happened.
  if (entry.recordedOn > istanbulDay(new Date())) {
    context.addIssue({ code: "custom", path: ["recordedOn"], message: "Kayıt tarihi bugünden sonra olamaz." });
  }
  if (entry.documentDate && entry.documentDate > entry.recordedOn) {
    context.addIssue({ code: "custom", path: ["documentDate"], message: "Evrakın tarihi kayıt tarihinden sonra olamaz." });
  }
}

/** One entry of the register, as the form sends it. */
export const documentEntryInput = documentFields.superRefine(checkDates);
export type DocumentEntryInput = z.infer<typeof documentEntryInput>;

/** A correction: the entry's right text and why the old one is struck through. */
export const documentCorrectionInput = documentFields
  .extend({ reason: text("Düzeltme nedeni", 300).min(1, "Düzeltmenin nedenini yazın: eski kayıt bu notla üstü çizili kalır.") })
  .superRefine(checkDates);
export type DocumentCorrectionInput = z.infer<typeof documentCorrectionInput>;

/** "2026/14": how an entry's number is written. */
export const documentNumber = (entry: { year: number; number: number }): string => `${entry.year}/${entry.number}`;
