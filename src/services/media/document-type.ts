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
