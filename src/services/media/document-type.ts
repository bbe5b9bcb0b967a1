/**
 * Recognises a scanned document by its bytes, never by its name or declared type: a PDF (its
 * header and end-of-file marker), or a JPEG or PNG photo of the page (image-type.ts). Anything else,
 * HTML renamed to .pdf included, is refused.
 */
import type { DocumentFileType } from "../../shared/registers/document-entry";
import { sniffImage } from "./image-type";

export interface SniffedDocument {
  contentType: DocumentFileType;
  extension: "pdf" | "jpg" | "png";
}

const PDF_HEADER = "%PDF-";
const PDF_END = "%%EOF";

/** A PDF starts with "%PDF-" (within its first KB, as readers allow) and ends with "%%EOF" near its end. */
function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (head.indexOf(PDF_HEADER) !== 0) return false;
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  return tail.includes(PDF_END);
}

/** What the bytes are, or null when they are none of the register's three types. */
export function sniffDocument(bytes: Uint8Array): SniffedDocument | null {
  if (isPdf(bytes)) return { contentType: "application/pdf", extension: "pdf" };
  const image = sniffImage(bytes);
  if (image?.contentType === "image/jpeg") return { contentType: "image/jpeg", extension: "jpg" };
  if (image?.contentType === "image/png") return { contentType: "image/png", extension: "png" };
  return null;
}

/** The name endings each type may keep: a PDF's own, a JPEG's two. */
const ENDINGS: Record<SniffedDocument["extension"], readonly string[]> = { pdf: ["pdf"], jpg: ["jpg", "jpeg"], png: ["png"] };

/**
 * The name a scan is stored under: the one it came with when its ending agrees with its bytes, else
 * that name with the ending its bytes call for ("tarama.pdf" holding a PNG is kept as "tarama.png"),
 * so whoever downloads it gets a file their computer opens with the right program.
 */
export function nameForType(name: string, extension: SniffedDocument["extension"]): string {
  const dot = name.lastIndexOf(".");
  const [stem, ending] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1).toLowerCase()] : [name, ""];
  return ENDINGS[extension].includes(ending) ? name : `${stem}.${extension}`;
}
