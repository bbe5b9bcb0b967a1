/**
 * Incoming bank lines waiting for the treasurer: each with the member the import suggests, recorded as
 * a payment, or, when it is not dues (a donation, a refund), posted to the cash book under an income
 * category the treasurer picks: money that came in is never left out of the book.
 */
import { useState } from "react";
import type { CashCategoryDto } from "../../../../src/shared/dues/dto";
import { bookDay } from "../../../../src/shared/i18n/days";
import { formatMoney } from "../../../../src/shared/money";
import { ApiClientError, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { duesHref } from "../../routes";
import { AdminTable, EmptyState, LoadState, Pagination } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { StatementUpload } from "./StatementUpload";

interface Line {
  id: number;
  bank: string;
  bookedOn: string;
  amount: number;
  description: string;
  counterparty: string;
  matchKind: "reference" | "name" | null;
  suggestedNo: number | null;
  suggestedName: string | null;
}

const MATCH = { reference: "açıklamadaki üye numarasından", name: "gönderenin adından" } as const;

/** The income categories a line that is not dues may go under (not "Aidat": dues are confirmed as payments). */
const incomeChoices = (categories: readonly CashCategoryDto[]) => categories.filter((category) => category.direction === "income" && !category.archived && category.systemKey === null);

/** "Aidat değil": the income category to post the line under, chosen before it goes into the book. */
function ElsewhereChoice({ line, categories, busy, post }: { line: Line; categories: readonly CashCategoryDto[]; busy: boolean; post(line: Line, categoryId: number): void }) {
  const [categoryId, setCategoryId] = useState("");
  return (
    <span className="dues-line-elsewhere">
      <label htmlFor={`satir-tur-${line.id}`}>Defterde gelir türü</label>
      <select id={`satir-tur-${line.id}`} value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
        <option value="">Seçin</option>
        {incomeChoices(categories).map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
      <button type="button" className="button button-secondary button-small" disabled={busy || categoryId === ""} onClick={() => post(line, Number(categoryId))}>
        Deftere gelir olarak işle
      </button>
    </span>
  );
}

/** A question the server asked before a line becomes a member's credit: for whom, and its sentence. */
interface CreditQuestion {
  no: number;
  text: string;
}

/** The server's sentence (a year already paid, more than owed) and the treasurer's answer to it. */
function CreditAsk({ line, question, busy, record, withdraw }: { line: Line; question: CreditQuestion; busy: boolean; record(line: Line, no: number, asCredit: boolean): void; withdraw(): void }) {
  return (
    <span className="dues-line-credit notice-warning" role="alert">
      <span>{question.text}</span>
      <span className="dues-line-credit-actions">
        <button type="button" className="button button-small" disabled={busy} onClick={() => record(line, question.no, true)}>
          Alacak olarak kaydet
        </button>
        <button type="button" className="button button-secondary button-small" disabled={busy} onClick={withdraw}>
          Vazgeç
        </button>
      </span>
    </span>
  );
}

interface LineRowProps {
  line: Line;
  writes: boolean;
  busy: boolean;
  categories: readonly CashCategoryDto[];
  question: CreditQuestion | undefined;
  record(line: Line, no: number, asCredit: boolean): void;
  dismiss(line: Line, categoryId: number): void;
  withdraw(line: Line): void;
}

function LineRow({ line, writes, busy, categories, question, record, dismiss, withdraw }: LineRowProps) {
  const [no, setNo] = useState(line.suggestedNo ? String(line.suggestedNo) : "");
  const [elsewhere, setElsewhere] = useState(false);
  return (
    <tr>
      <td>
        {line.counterparty || "—"}
        <span className="meta"> {line.description}</span>
      </td>
      <td data-label="Banka">{line.bank}</td>
      <td data-label="Tarih">
        <time dateTime={line.bookedOn}>{bookDay(line.bookedOn)}</time>
      </td>
      <td data-label="Tutar">{formatMoney(line.amount)}</td>
      <td data-label="Eşleşme">{line.matchKind ? `${line.suggestedName} (${MATCH[line.matchKind]})` : "Eşleşmedi"}</td>
      <td data-label="İşlem">
        {writes ? (
          <span className="dues-line-actions">
            <label className="visually-hidden" htmlFor={`satir-${line.id}`}>
              Üye numarası
            </label>
            <input id={`satir-${line.id}`} className="dues-no" inputMode="numeric" value={no} onChange={(event) => setNo(event.target.value)} placeholder="Üye no" />
            <button type="button" className="button button-small" disabled={busy || !/^[1-9]\d*$/.test(no)} onClick={() => record(line, Number(no), false)}>
              Onayla
            </button>
            {question ? <CreditAsk line={line} question={question} busy={busy} record={record} withdraw={() => withdraw(line)} /> : null}
            {elsewhere ? (
              <ElsewhereChoice line={line} categories={categories} busy={busy} post={dismiss} />
            ) : (
              <button type="button" className="button button-secondary button-small" disabled={busy} onClick={() => setElsewhere(true)}>
                Aidat değil
              </button>
            )}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

export function BankLines({ page, writes }: { page: number; writes: boolean }) {
  const { api } = useApi();
  const action = useAction();
  const { data, error, reload } = useLoad<{ items: Line[]; page: number; pageCount: number; total: number }>("/bank/lines", { sayfa: page });
  const [questions, setQuestions] = useState<Record<number, CreditQuestion>>({});
  const withdraw = (line: Line) => setQuestions(({ [line.id]: _asked, ...rest }) => rest);
  const record = (line: Line, registerNo: number, asCredit: boolean) =>
    void action.run(
      async () => {
        withdraw(line);
        const body = { token: crypto.randomUUID(), registerNo, paidOn: line.bookedOn, amount: line.amount, method: "bank", bankReference: line.description.slice(0, 140), bankLineId: line.id, asCredit };
        try {
          await api("/dues/payments", { method: "POST", body });
        } catch (caught) {
          // A year already paid, or more than the member owes: said before it becomes credit.
          const asked = caught instanceof ApiClientError ? caught.fields.asCredit : undefined;
          if (asked === undefined) throw caught;
          setQuestions((current) => ({ ...current, [line.id]: { no: registerNo, text: asked } }));
          return;
        }
        reload();
        return `${formatMoney(line.amount)} ödeme ${registerNo} numaralı üyeye kaydedildi.`;
      },
      { busyKey: line.id },
    );
  const categories = useLoad<CashCategoryDto[]>("/cash-book/categories");
  const dismiss = (line: Line, categoryId: number) =>
    void action.run(
      async () => {
        await api(`/bank/lines/${line.id}/dismiss`, { method: "POST", body: { categoryId } });
        reload();
        return `${formatMoney(line.amount)} işletme hesabı defterine gelir olarak işlendi.`;
      },
      { busyKey: line.id },
    );
  return (
    <>
      {writes ? <StatementUpload onImported={reload} /> : null}
      <h2>Eşleşme bekleyen gelen hareketler</h2>
      <ActionFeedback action={action} />
      <LoadState data={data} error={error} reload={reload} isEmpty={(loaded) => loaded.items.length === 0} empty={<EmptyState title="Bekleyen hareket yok" />}>
        {(data) => (
          <>
            <AdminTable label="Bekleyen banka hareketleri" caption={`Bekleyen ${data.total} hareket`}>
              <thead>
                <tr>
                  <th scope="col">Gönderen ve açıklama</th>
                  <th scope="col">Banka</th>
                  <th scope="col">Tarih</th>
                  <th scope="col">Tutar</th>
                  <th scope="col">Eşleşme</th>
                  <th scope="col">İşlem</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((line) => (
                  <LineRow key={line.id} line={line} writes={writes} busy={action.busy === line.id} categories={categories.data ?? []} question={questions[line.id]} record={record} dismiss={dismiss} withdraw={withdraw} />
                ))}
              </tbody>
            </AdminTable>
            <Pagination pathname={duesHref("banka")} page={data.page} pageCount={data.pageCount} />
          </>
        )}
      </LoadState>
    </>
  );
}
