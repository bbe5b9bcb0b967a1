/**
 * The document register's pages for the certified book: A4 landscape, the association's name and the
 * register's title on every page, page numbers in the margin (documents.css, `@page`), one year or a
 * range. The browser's own print dialog prints it (or saves it as PDF).
 */
import { useState, type FormEvent } from "react";
import type { DocumentsPrintDto } from "../../../../src/shared/admin-contract";
import { DOCUMENT_LABELS, documentNumber } from "../../../../src/shared/registers/document-entry";
import { browser } from "../../browser";
import { useLoad } from "../../hooks";
import { useRouter } from "../../router";
import { withQuery } from "../../routes";
import { LoadState, TextField } from "../../ui";
import { PrintBookTable } from "../registers/PrintFrame";
import { DOCUMENTS_PATH, PrintedBookNotice } from "./Documents";
import { showDay, showDirection, showInstantDay } from "./show";

const L = DOCUMENT_LABELS;
/** The book's columns, as the certified paper book has them. */
const COLUMNS = [L.number, L.direction, L.recordedOn, L.documentDate, L.documentRef, L.counterparty, L.subject, L.note];

export function DocumentPrint({ from, to }: { from: number; to: number }) {
  const { data, error, reload } = useLoad<DocumentsPrintDto>("/registers/documents/yazdir", { baslangic: from, bitis: to });
  const span = from === to ? `${from}` : `${from}–${to}`;
  return (
    <section className="admin-section document-print">
      <div className="print-controls">
        <h1>Evrak kayıt defteri: yazdırılacak sayfalar ({span})</h1>
        <PrintedBookNotice />
        <RangeForm from={from} to={to} />
        <button type="button" className="button" onClick={() => browser().print()}>
          Yazdır
        </button>
      </div>
      <LoadState data={data} error={error} reload={reload}>
        {(loaded) => (
          <PrintBookTable
            label="Evrak kayıt defteri"
            book="Evrak Kayıt Defteri"
            part={span}
            columns={COLUMNS}
            empty={loaded.items.length === 0 ? "Bu aralıkta kayıtlı evrak yok." : null}
          >
            {loaded.items.map((entry) => (
              <tr key={entry.id} className={entry.correctedById ? "print-struck" : undefined}>
                <td>{documentNumber(entry)}</td>
                <td>{showDirection(entry.direction)}</td>
                <td>{showDay(entry.recordedOn)}</td>
                <td>{showDay(entry.documentDate)}</td>
                <td>{entry.documentRef}</td>
                <td>{entry.counterparty}</td>
                <td>{entry.subject}</td>
                <td>
                  {entry.note}
                  {entry.correctsId ? ` Düzeltme (${entry.createdByName}, ${showInstantDay(entry.createdAt)}): ${entry.correctionReason ?? ""}` : ""}
                </td>
              </tr>
            ))}
          </PrintBookTable>
        )}
      </LoadState>
    </section>
  );
}

/** One year, or a range of years, in the address (so the print can be bookmarked). */
function RangeForm({ from, to }: { from: number; to: number }) {
  const { navigate } = useRouter();
  const [range, setRange] = useState({ from: String(from), to: String(to) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(withQuery(`${DOCUMENTS_PATH}/yazdir`, { baslangic: range.from, bitis: range.to || range.from }));
  };
  return (
    <form className="admin-search" onSubmit={submit}>
      <TextField id="yazdir-baslangic" label="Başlangıç yılı" inputMode="numeric" value={range.from} onChange={(value) => setRange({ ...range, from: value })} />
      <TextField id="yazdir-bitis" label="Bitiş yılı" inputMode="numeric" value={range.to} onChange={(value) => setRange({ ...range, to: value })} />
      <button type="submit" className="button button-secondary">
        Göster
      </button>
    </form>
  );
}
