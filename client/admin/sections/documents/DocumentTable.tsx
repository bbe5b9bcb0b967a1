import type { DocumentDto } from "../../../../src/shared/admin-contract";
import { DOCUMENT_LABELS, documentNumber } from "../../../../src/shared/registers/document-entry";
import { AdminTable } from "../../ui";
import { showDay, showDirection, showInstantDay } from "./show";

const L = DOCUMENT_LABELS;

/** A struck entry stays legible: its text through a line, with who corrected it, when and why beneath. */
function Struck({ entry, by }: { entry: DocumentDto; by: DocumentDto | undefined }) {
  if (entry.correctedById) {
    const who = by ? ` (${by.createdByName}, ${showInstantDay(by.createdAt)}): ${by.correctionReason ?? ""}` : "";
    return <p className="document-struck-note">Düzeltildi{who}</p>;
  }
  return entry.correctsId ? <p className="document-struck-note">Düzeltme: {entry.correctionReason}</p> : null;
}

/**
 * The year's entries. A row corrected later is drawn struck through (its text kept, as in the paper
 * book); the correction shares its number. `onCorrect` offers the "Düzelt" button on standing rows.
 */
export function DocumentTable({ items, fileHref, onCorrect }: { items: DocumentDto[]; fileHref(entry: DocumentDto): string; onCorrect(entry: DocumentDto): void }) {
  const byId = new Map(items.map((entry) => [entry.id, entry]));
  return (
    <AdminTable label="Evrak kayıt defteri tablosu" caption="Evrak kayıt defteri">
      <thead>
        <tr>
          <th scope="col">{L.number}</th>
          <th scope="col">{L.direction}</th>
          <th scope="col">{L.recordedOn}</th>
          <th scope="col">{L.counterparty}</th>
          <th scope="col">{L.subject}</th>
          <th scope="col">{L.file}</th>
          <th scope="col">
            <span className="visually-hidden">İşlem</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((entry) => (
          <tr key={entry.id} className={entry.correctedById ? "document-row-struck" : undefined}>
            <th scope="row">{documentNumber(entry)}</th>
            <td data-label={L.direction}>{showDirection(entry.direction)}</td>
            <td data-label={L.recordedOn}>{showDay(entry.recordedOn)}</td>
            <td data-label={L.counterparty}>{entry.counterparty}</td>
            <td data-label={L.subject}>
              <span className="document-text">{entry.subject}</span>
              {entry.documentRef || entry.documentDate ? (
                <span className="meta document-meta">
                  {[entry.documentRef && `Sayı: ${entry.documentRef}`, entry.documentDate && `Tarih: ${showDay(entry.documentDate)}`].filter(Boolean).join(" · ")}
                </span>
              ) : null}
              <Struck entry={entry} by={entry.correctedById ? byId.get(entry.correctedById) : undefined} />
            </td>
            <td data-label={L.file}>
              {entry.file ? (
                <a href={fileHref(entry)} target="_blank" rel="noopener">
                  Aç<span className="visually-hidden">: {documentNumber(entry)} taranmış evrakı</span>
                </a>
              ) : (
                <span className="meta">Yok</span>
              )}
            </td>
            <td data-label="İşlem">
              {entry.correctedById ? null : (
                <button type="button" className="button button-secondary button-small" onClick={() => onCorrect(entry)}>
                  Düzelt<span className="visually-hidden"> ({documentNumber(entry)})</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
