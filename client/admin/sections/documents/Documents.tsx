/**
 * Evrak Kayıt Defteri (the board and administrators): a year's documents in and out, a page at a time
 * from the server, a new entry with its scan, a correction as a new entry, and the printed pages.
 */
import { useState } from "react";
import type { DocumentDto, DocumentsPageDto } from "../../../../src/shared/admin-contract";
import { documentNumber } from "../../../../src/shared/registers/document-entry";
import { istanbulDay } from "../../../../src/shared/i18n/dates";
import { useApi } from "../../api";
import { useLoad } from "../../hooks";
import { Link, useRouter } from "../../router";
import { withQuery } from "../../routes";
import { EmptyState, LoadState, Pagination, SectionHeader, StatusText } from "../../ui";
import { DocumentForm } from "./DocumentForm";
import { DocumentTable } from "./DocumentTable";

export const DOCUMENTS_PATH = "/admin/evrak";

/** The printed book stays the legal record: the board reads so where it keeps the register. */
/** What the register on the site is and is not: the section's lead and the printed pages' note. */
const PRINTED_BOOK_NOTE =
  "Yasal kayıt, onaylı (tasdikli) defterdir. Site kayıtları tutar ve defterin sayfalarını yazdırır; yazdırılan sayfalar onaylı form yapraklarına basılıp ciltlenir.";

export function PrintedBookNotice() {
  return <p className="lead document-legal">{PRINTED_BOOK_NOTE}</p>;
}

export function Documents({ year, page }: { year: number | null; page: number }) {
  const { apiBase } = useApi();
  const { navigate } = useRouter();
  const today = istanbulDay(new Date());
  const shown = year ?? Number(today.slice(0, 4));
  const { data, error, reload } = useLoad<DocumentsPageDto>("/registers/documents", { yil: shown, sayfa: page });
  const [editing, setEditing] = useState<{ correcting: DocumentDto | null } | null>(null);
  const [saved, setSaved] = useState("");

  const onSaved = (entry: DocumentDto) => {
    setEditing(null);
    setSaved(entry.correctsId ? `${documentNumber(entry)} numaralı kayıt düzeltildi.` : `Evrak ${documentNumber(entry)} numarasıyla deftere kaydedildi.`);
    if (entry.year !== shown || page !== 1) navigate(withQuery(DOCUMENTS_PATH, { yil: entry.year }));
    else reload();
  };

  return (
    <section className="admin-section">
      <SectionHeader title="Evrak kayıt defteri" lead={PRINTED_BOOK_NOTE}>
        <button type="button" className="button" onClick={() => setEditing({ correcting: null })}>
          Yeni evrak
        </button>
        <Link className="button button-secondary" href={withQuery(`${DOCUMENTS_PATH}/yazdir`, { baslangic: shown, bitis: shown })}>
          Yazdır
        </Link>
      </SectionHeader>
      {saved ? <StatusText>{saved}</StatusText> : null}
      {editing ? <DocumentForm key={editing.correcting?.id ?? "yeni"} today={today} correcting={editing.correcting} onSaved={onSaved} onCancel={() => setEditing(null)} /> : null}
      <LoadState data={data} error={error} reload={reload}>
        {(loaded) => (
          <>
            <YearPicker years={loaded.years} year={loaded.year} />
            {loaded.page.items.length === 0 ? (
              <EmptyState title={`${loaded.year} yılında kayıtlı evrak yok`}>Gelen ya da giden bir evrakı “Yeni evrak” ile kaydedin; numarası otomatik verilir.</EmptyState>
            ) : (
              <DocumentTable
                items={loaded.page.items}
                fileHref={(entry) => `${apiBase}/registers/documents/${entry.id}/dosya`}
                onCorrect={(entry) => {
                  setSaved("");
                  setEditing({ correcting: entry });
                }}
              />
            )}
            <Pagination pathname={DOCUMENTS_PATH} page={loaded.page.page} pageCount={loaded.page.pageCount} query={{ yil: loaded.year }} />
          </>
        )}
      </LoadState>
    </section>
  );
}

/** Each year has its own numbers: the list shows one year at a time. */
function YearPicker({ years, year }: { years: number[]; year: number }) {
  return (
    <nav className="document-years" aria-label="Yıllar">
      <ul>
        {years.map((each) => (
          <li key={each}>
            <Link href={withQuery(DOCUMENTS_PATH, { yil: each })} aria-current={each === year ? "page" : undefined}>
              {each}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
