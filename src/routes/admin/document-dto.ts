/** What the admin app gets for one row of the document register (documents-api.ts; the type is in admin-contract.ts). */
import type { DocumentListRow } from "../../db/documents";

export const documentDto = ({ row, correctedById }: DocumentListRow) => ({
  id: row.id,
  year: row.year,
  number: row.number,
  direction: row.direction,
  recordedOn: row.recordedOn,
  documentDate: row.documentDate ?? "",
  documentRef: row.documentRef,
  counterparty: row.counterparty,
  subject: row.subject,
  note: row.note,
  file: row.fileKey ? { type: row.fileType ?? "", size: row.fileSize ?? 0, name: row.fileName ?? "" } : null,
  correctsId: row.correctsId,
  correctionReason: row.correctionReason,
  correctedById,
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
});
export type DocumentDto = ReturnType<typeof documentDto>;

