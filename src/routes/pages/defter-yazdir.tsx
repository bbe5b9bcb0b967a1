import { useIdentity } from "./site-identity";
import type { Context } from "hono";
import { balanceBefore, cashBookPage, yearTotalsByCategory } from "../../db/cash-book";
import { database } from "../../db/client";
import { rawBatch, rows } from "../../db/raw-batch";
import { settingValue } from "../../db/settings";
import { sql } from "drizzle-orm";
import { CASH_OPENINGS_KEY, cashOpeningsSchema, type CashOpenings } from "../../shared/dues/cash-openings";
import type { Loaded } from "../../platform/page-route";
import type { AppEnv } from "../../shared/env";
import { formatMoney } from "../../shared/money";

/**
 * The cash book's year as A4 pages (docs/dues.md): the book's columns (the document's number among
 * them), a fixed number of entries per page with the columns' totals carried from page to page
 * ("nakli yekûn"), page numbers and the association's name from the print stylesheet
 * (client/styles/print.css), and the year's totals by category at the end. For those who keep the books only (`duesReader`).
 */

/** The most entries one printed year shows: far more than a small association writes in a year. */
const PRINT_LIMIT = 20_000;

export interface PrintData {
  year: number;
  entries: NonNullable<ReturnType<typeof cashBookPage>["row"]>[];
  totals: NonNullable<ReturnType<typeof yearTotalsByCategory>["row"]>[];
  opening: number;
  /** The opening balances (devir), in the book of the year they were counted in: its first lines. */
  openings: CashOpenings | null;
}

const yearOf = (c: Context<AppEnv>) => {
  const year = Number(c.req.query("yil"));
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : new Date().getFullYear();
};

export async function loadCashBookPrint(c: Context<AppEnv>): Promise<Loaded<PrintData>> {
  const db = database(c.env.DB);
  const year = yearOf(c);
  const [entries, totals, [opening], [openingsRow]] = await rawBatch(db, [
    cashBookPage(year, { limit: PRINT_LIMIT, offset: 0 }),
    yearTotalsByCategory(year),
    balanceBefore(year),
    rows<{ value: string }>(sql`SELECT value FROM settings WHERE key = ${CASH_OPENINGS_KEY}`),
  ]);
  const openings = openingsRow ? settingValue<CashOpenings | null>(cashOpeningsSchema, null, { value: JSON.parse(openingsRow.value) as unknown }) : null;
  return { data: { year, entries, totals, opening: opening?.balance ?? 0, openings: openings?.on.startsWith(`${year}-`) ? openings : null } };
}

function Totals({ data }: { data: PrintData }) {
  const sum = (direction: "income" | "expense") => data.totals.filter((row) => row.direction === direction).reduce((total, row) => total + row.total, 0);
  const income = sum("income");
  const expense = sum("expense");
  return (
    <table className="book-table book-totals">
      <caption>{data.year} yılı toplamları (türlere göre)</caption>
      <tbody>
        {data.totals.map((row) => (
          <tr key={row.categoryId}>
            <th scope="row">{row.name}</th>
            <td>{row.direction === "income" ? formatMoney(row.total) : ""}</td>
            <td>{row.direction === "expense" ? formatMoney(row.total) : ""}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Yıl toplamı</th>
          <td>{formatMoney(income)}</td>
          <td>{formatMoney(expense)}</td>
        </tr>
        <tr>
          <th scope="row">Önceki yıldan devreden / sonraki yıla devreden</th>
          <td>{formatMoney(data.opening)}</td>
          <td>{formatMoney(data.opening + income - expense)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * Entries per printed A4 page. The book carries each page's column totals to the next ("nakli
 * yekûn"), and CSS cannot sum a page, so the server cuts the pages: a fixed count that fits an A4
 * page at the print stylesheet's 8.5 pt even when every description takes two lines (checked as PDF).
 */
export const ROWS_PER_PAGE = 18;

type Entry = PrintData["entries"][number];

/** The income and expense columns' totals of some entries (reversals' negative amounts included). */
const columnTotals = (entries: readonly Entry[]) => ({
  income: entries.reduce((sum, entry) => sum + (entry.direction === "income" ? entry.amount : 0), 0),
  expense: entries.reduce((sum, entry) => sum + (entry.direction === "expense" ? entry.amount : 0), 0),
});

/** A carried-forward row: the columns' totals so far. */
function CarryRow({ label, totals }: { label: string; totals: { income: number; expense: number } }) {
  return (
    <tr className="book-carry">
      <th scope="row" colSpan={5}>
        {label}
      </th>
      <td className="book-amount">{formatMoney(totals.income)}</td>
      <td className="book-amount">{formatMoney(totals.expense)}</td>
    </tr>
  );
}

/** The opening balances as the book's first lines: carried in, not the year's income (the columns' totals leave them out). */
function OpeningRows({ openings }: { openings: CashOpenings }) {
  const day = openings.on.split("-").reverse().join(".");
  return (
    <>
      {openings.accounts.map((account) => (
        <tr key={account.name} className="book-carry">
          <td>—</td>
          <td>{day}</td>
          <td />
          <td>{`Devir: ${account.name}`}</td>
          <td>Devir</td>
          <td className="book-amount">{formatMoney(account.amount)}</td>
          <td />
        </tr>
      ))}
    </>
  );
}

function BookPage({ entries, before, last, openings }: { entries: readonly Entry[]; before: Entry[]; last: boolean; openings: CashOpenings | null }) {
  const carried = columnTotals(before);
  const page = columnTotals(entries);
  const through = { income: carried.income + page.income, expense: carried.expense + page.expense };
  return (
    <table className="book-table book-page">
      <thead>
        <tr>
          <th scope="col">Sıra no</th>
          <th scope="col">Tarih</th>
          <th scope="col">Belge</th>
          <th scope="col">Açıklama</th>
          <th scope="col">Tür</th>
          <th scope="col">Gelir</th>
          <th scope="col">Gider</th>
        </tr>
      </thead>
      <tbody>
        {before.length > 0 ? <CarryRow label="Önceki sayfadan devreden (nakli yekûn)" totals={carried} /> : null}
        {openings && before.length === 0 ? <OpeningRows openings={openings} /> : null}
        {entries.map((entry) => (
          <tr key={entry.id} className={entry.reversedBy ? "book-struck" : undefined}>
            <td>{entry.no}</td>
            <td>{entry.entryDate.split("-").reverse().join(".")}</td>
            <td>{entry.documentRef}</td>
            <td>{entry.description}</td>
            <td>{entry.category}</td>
            <td className="book-amount">{entry.direction === "income" ? formatMoney(entry.amount) : ""}</td>
            <td className="book-amount">{entry.direction === "expense" ? formatMoney(entry.amount) : ""}</td>
          </tr>
        ))}
        <CarryRow label={last ? "Yıl toplamı" : "Sonraki sayfaya devreden (nakli yekûn)"} totals={through} />
      </tbody>
    </table>
  );
}

function CashBookPrint({ data }: { data: PrintData }) {
  const site = useIdentity();
  const starts = Array.from({ length: Math.max(1, Math.ceil(data.entries.length / ROWS_PER_PAGE)) }, (_, page) => page * ROWS_PER_PAGE);
  return (
    <article className="book-print">
      <header className="book-head">
        <p>{site.name}</p>
        <h1>{`İşletme Hesabı Defteri · ${data.year}`}</h1>
      </header>
      {starts.map((start, page) => (
        // Focusable, so a keyboard can scroll a page that is wider than a phone's screen.
        <div className="book-scroll" key={start} role="region" aria-label={`Defterin ${page + 1}. sayfası`} tabIndex={0}>
          <BookPage entries={data.entries.slice(start, start + ROWS_PER_PAGE)} before={data.entries.slice(0, start)} last={page === starts.length - 1} openings={data.openings} />
        </div>
      ))}
      <Totals data={data} />
    </article>
  );
}

export const renderCashBookPrint = async (c: Context<AppEnv>, data: Promise<PrintData>) =>
  c.render(<CashBookPrint data={await data} />, { title: `İşletme Hesabı Defteri ${(await data).year}`, noindex: true });
