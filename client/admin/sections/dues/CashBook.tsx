/**
 * The İşletme Hesabı Defteri: a year's entries (paginated on the server), a new entry, reversals, the
 * entries' scans, the yearly summary, CSV and print. On screen the entries stand in the printed book's
 * column order (Sıra no, Tarih, Belge, Açıklama, Tür, Gelir, Gider), amounts right-aligned, the
 * document's kind and number in "Belge" beside its scan.
 */
import { CashOpenings } from "./CashOpenings";
import type { CashBookYearDto } from "../../../../src/shared/dues/dto";
import { DERBIS_LINES, type DerbisLine } from "../../../../src/shared/dues/derbis";
import { bookDay } from "../../../../src/shared/i18n/days";
import { formatMoney } from "../../../../src/shared/money";
import { CASH_BOOK_PRINT_PATH } from "../../../../src/shared/paths";
import { checkDocumentFile } from "../../../../src/shared/registers/document-entry";
import { ApiClientError, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { duesHref } from "../../routes";
import { AdminTable, EmptyState, LoadState, Pagination } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { CashDocument } from "./CashDocument";
import { CashEntryForm } from "./CashEntryForm";
import { ReversalAction, reversalBody } from "./ReversalAction";
import { YearLinks } from "./YearLinks";

function YearSummary({ data }: { data: CashBookYearDto }) {
  const { summary } = data;
  return (
    <section className="card dues-summary" aria-labelledby="yil-ozeti">
      <h2 id="yil-ozeti">{data.year} yılı gelir ve gider özeti</h2>
      <p className="meta">Dernek beyannamesinin gelir ve gider bölümüne göre; satırları beyannamenin güncel hâliyle karşılaştırın.</p>
      <dl className="dues-summary-lines">
        <dt>Önceki yıldan devreden</dt>
        <dd>{formatMoney(summary.opening)}</dd>
        {(Object.keys(DERBIS_LINES) as DerbisLine[]).map((line) => (
          <div key={line} className={line.startsWith("income") ? "income" : "expense"}>
            <dt>{DERBIS_LINES[line]}</dt>
            <dd>{formatMoney(summary.lines[line] ?? 0)}</dd>
          </div>
        ))}
        <dt>Gelirler toplamı</dt>
        <dd>{formatMoney(summary.income)}</dd>
        <dt>Giderler toplamı</dt>
        <dd>{formatMoney(summary.expense)}</dd>
        <dt>Sonraki yıla devreden</dt>
        <dd>
          <strong>{formatMoney(summary.closing)}</strong>
        </dd>
      </dl>
    </section>
  );
}

function EntriesTable({ data, writes, reverse, attach }: { data: CashBookYearDto; writes: boolean; reverse(id: number, reason: string): Promise<void>; attach(id: number, file: File): void }) {
  return (
    <AdminTable label="Defter kayıtları" caption={`${data.year} defter kayıtları, sayfa ${data.page}`}>
      <thead>
        <tr>
          <th scope="col">Sıra no</th>
          <th scope="col">Tarih</th>
          <th scope="col">Belge</th>
          <th scope="col">Açıklama</th>
          <th scope="col">Tür</th>
          <th scope="col" className="cell-amount">
            Gelir
          </th>
          <th scope="col" className="cell-amount">
            Gider
          </th>
          <th scope="col">İşlem</th>
        </tr>
      </thead>
      <tbody>
        {data.items.map((item) => (
          <tr key={item.id} className={item.reversedBy ? "dues-reversed" : undefined}>
            <td data-label="Sıra no">{item.no}</td>
            <td data-label="Tarih">
              <time dateTime={item.entryDate}>{bookDay(item.entryDate)}</time>
            </td>
            <td data-label="Belge">
              {item.documentRef ? <span className="dues-document-ref">{item.documentRef}</span> : null}
              <CashDocument id={item.id} has={item.hasDocument === 1} writes={writes} attach={attach} />
            </td>
            <td data-label="Açıklama">{item.description}</td>
            <td data-label="Tür">{item.category}</td>
            <td data-label="Gelir" className="cell-amount">
              {item.direction === "income" ? formatMoney(item.amount) : ""}
            </td>
            <td data-label="Gider" className="cell-amount">
              {item.direction === "expense" ? formatMoney(item.amount) : ""}
            </td>
            <td data-label="İşlem">
              {writes && !item.reversedBy && item.reversesId === null && item.paymentId === null ? (
                <ReversalAction id={`defter-${item.id}`} question="Kayıt silinmez; karşısına eksi tutarlı bir düzeltme yazılır." reverse={(reason) => reverse(item.id, reason)} />
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

export function CashBook({ page, year, writes }: { page: number; year: number | null; writes: boolean }) {
  const shown = year ?? new Date().getFullYear();
  const { api, apiBase } = useApi();
  const action = useAction();
  const { data, error, reload } = useLoad<CashBookYearDto>(`/cash-book/years/${shown}`, { sayfa: page });
  const reverse = (id: number, reason: string) =>
    action.run(async () => {
      await api(`/cash-book/entries/${id}/reverse`, { method: "POST", body: reversalBody(reason) });
      reload();
      return "Kayıt ters kayıtla düzeltildi.";
    });
  const attach = (id: number, file: File) =>
    void action.run(async () => {
      const problem = checkDocumentFile(file);
      if (problem) throw new ApiClientError(400, problem);
      const form = new FormData();
      form.set("file", file);
      await api(`/cash-book/entries/${id}/document`, { method: "PUT", body: form });
      reload();
      return "Belge kayda eklendi.";
    });
  return (
    <>
      <YearLinks tab="defter" shown={shown} label="işletme hesabı defteri">
        <a className="button button-secondary button-small" href={`${apiBase}/cash-book/years/${shown}/csv`} download>
          Excel için indir (CSV)
        </a>
        <a className="button button-secondary button-small" href={`${CASH_BOOK_PRINT_PATH}?yil=${shown}`} target="_blank" rel="noopener">
          Yazdır (A4)
        </a>
      </YearLinks>
      {writes ? <CashEntryForm onAdded={reload} /> : null}
      {writes ? <CashOpenings onSaved={reload} /> : null}
      <ActionFeedback action={action} />
      <LoadState data={data} error={error} reload={reload}>
        {(data) => (
          <>
            {data.items.length ? <EntriesTable data={data} writes={writes} reverse={reverse} attach={attach} /> : <EmptyState title={`${data.year} yılında kayıt yok`} />}
            <Pagination pathname={duesHref("defter")} page={data.page} pageCount={data.pageCount} query={{ yil: shown }} />
            <YearSummary data={data} />
          </>
        )}
      </LoadState>
    </>
  );
}
