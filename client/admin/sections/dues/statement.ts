/**
 * Reading a bank statement in the browser (docs/dues.md): the file's bytes are decoded (UTF-8, or
 * Windows-1254 as Turkish banks often write), split into rows (papaparse for CSV, which finds the
 * `;` or `,` itself; exceljs for XLSX, both loaded only when a statement is opened), and the columns
 * the treasurer chose once for the bank give each line its date, amount, text and sender.
 */
import { spreadsheetParsers } from "../../spreadsheet-parsers";
import { isCalendarDay } from "../../../../src/shared/calendar-day";
import { istanbulDay } from "../../../../src/shared/i18n/dates";
import { parseMoney } from "../../../../src/shared/money";

/** Which header names the date, the amount (or the credit and debit), the text and the sender. */
export interface ColumnMapping {
  date: string;
  /** One signed amount column; empty when the bank writes credit and debit apart. */
  amount: string;
  /** The incoming-money column, when the bank splits them. */
  credit: string;
  description: string;
  counterparty: string;
}

export interface StatementTable {
  headers: string[];
  rows: string[][];
  /** Each row's number in the file as a spreadsheet shows it (title and header rows counted), to name a row to the treasurer. */
  rowNumbers?: number[];
}

export interface StatementLine {
  bookedOn: string;
  amount: number;
  description: string;
  counterparty: string;
}

/** The largest statement file read: a year of a busy account's lines as CSV or XLSX is well under it. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

export const STATEMENT_FILE_MESSAGES = {
  empty: "Seçilen dosya boş. Bankanızın internet şubesinden hesap özetini CSV ya da Excel (XLSX) olarak yeniden indirin.",
  large: "Dosya 2 MB'tan büyük; bir hesap özeti bu kadar büyük olmaz. Doğru dosyayı seçtiğinizden emin olun ya da özeti daha kısa dönemlerle indirin.",
  notXlsx: "Bu dosya bir Excel (XLSX) dosyası değil; adı .xlsx olsa da içeriği başka. Hesap özetini bankanızdan yeniden indirin.",
  binary: "Bu dosya bir CSV hesap özeti değil (içinde metin olmayan baytlar var). Hesap özetini bankanızdan CSV ya da Excel (XLSX) olarak indirin.",
  noTable: "Dosyada hesap özetine benzeyen bir tablo bulunamadı: en az üç sütunlu bir başlık satırı olmalı (tarih, tutar, açıklama gibi).",
  unreadable: "Dosya okunamadı; bozuk olabilir. Hesap özetini bankanızdan yeniden indirin.",
} as const;

/** An XLSX file is a ZIP archive: its bytes begin with "PK\x03\x04". */
const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * Why a chosen file cannot be a bank statement, judged by its bytes (not its name) before anything is
 * parsed or sent, or null. A CSV is text: a NUL byte, or many control bytes, mean a binary file renamed.
 */
export function statementFileProblem(name: string, bytes: Uint8Array): string | null {
  if (bytes.length === 0) return STATEMENT_FILE_MESSAGES.empty;
  if (bytes.length > STATEMENT_MAX_BYTES) return STATEMENT_FILE_MESSAGES.large;
  if (/\.xlsx$/i.test(name)) return isZip(bytes) ? null : STATEMENT_FILE_MESSAGES.notXlsx;
  const head = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return STATEMENT_FILE_MESSAGES.binary;
    if (byte < 9 || (byte > 13 && byte < 32)) control += 1;
  }
  return control > head.length / 100 ? STATEMENT_FILE_MESSAGES.binary : null;
}

/** The file's text: UTF-8 when it is valid UTF-8 (with or without its byte order mark), else Windows-1254. */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1254").decode(bytes);
  }
}

/** A CSV statement's header and rows (papaparse guesses the delimiter; empty lines are left out). */
export async function readCsv(text: string): Promise<StatementTable> {
  const { default: Papa } = await spreadsheetParsers().csv();
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: "greedy", delimitersToGuess: [";", ",", "\t", "|"] });
  return tableOf(parsed.data);
}

/** An XLSX statement's first sheet, as text cells. */
export async function readXlsx(bytes: Uint8Array): Promise<StatementTable> {
  const { default: ExcelJS } = await spreadsheetParsers().xlsx();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(cellText)));
  return tableOf(rows);
}

/** An XLSX cell as a statement's text: a date as dd.mm.yyyy, a number the Turkish way. */
function cellText(value: unknown): string {
  if (value instanceof Date) return `${String(value.getUTCDate()).padStart(2, "0")}.${String(value.getUTCMonth() + 1).padStart(2, "0")}.${value.getUTCFullYear()}`;
  if (typeof value === "number") return numberText(value);
  if (value && typeof value === "object" && "result" in value) return cellText((value as { result: unknown }).result);
  if (value && typeof value === "object" && "richText" in value) return (value as { richText: { text: string }[] }).richText.map((part) => part.text).join("");
  return value === null || value === undefined ? "" : String(value);
}

/**
 * A spreadsheet's number as Turkish money text. The cell holds a float already (Excel's own
 * storage); it is read at two decimals through its string, never by arithmetic.
 */
function numberText(value: number): string {
  const [whole, fraction = ""] = value.toFixed(2).split(".");
  return `${whole},${fraction}`;
}

/** Rows above the header (a bank's title, the account number) are skipped: the header is the first row with 3+ filled cells. */
function tableOf(data: string[][]): StatementTable {
  const cleaned = data.map((row) => row.map((cell) => String(cell ?? "").trim()));
  const headerAt = cleaned.findIndex((row) => row.filter(Boolean).length >= 3);
  if (headerAt < 0) return { headers: [], rows: [] };
  const kept = cleaned.map((row, index) => ({ row, number: index + 1 })).slice(headerAt + 1).filter(({ row }) => row.some(Boolean));
  return { headers: cleaned[headerAt]!, rows: kept.map(({ row }) => row), rowNumbers: kept.map(({ number }) => number) };
}

const DATE_PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(\d{1,2})[./-](\d{1,2})[./-](\d{4})/, (m) => `${m[3]}-${m[2]!.padStart(2, "0")}-${m[1]!.padStart(2, "0")}`],
  [/^(\d{4})-(\d{2})-(\d{2})/, (m) => `${m[1]}-${m[2]}-${m[3]}`],
];

/**
 * "07.04.2026", "7/4/2026", "2026-04-07 10:12" → "2026-04-07"; null when not a day that exists. A
 * month-first day ("12/25/2026", as US software writes it) is no day in Turkish order and is refused,
 * never turned around: "01/02/2026" could be either, so only the bank's Turkish order is read.
 */
export function statementDate(text: string): string | null {
  for (const [pattern, build] of DATE_PATTERNS) {
    const match = pattern.exec(text.trim());
    if (match) {
      const day = build(match);
      return isCalendarDay(day) ? day : null;
    }
  }
  return null;
}

/** A row that stops the upload: which row of the file, which column, and why. */
export interface RowProblem {
  row: number;
  column: string;
  reason: string;
}

export interface ReadLines {
  lines: StatementLine[];
  /** Rows without a date or amount of their own (a bank's total or title line), shown to the treasurer, never sent. */
  skipped: { row: number; reason: string }[];
  /** Rows whose date is written but is no day, or a day to come: the statement is not sent while there are any. */
  problems: RowProblem[];
}

/** The Turkish sentence naming a row that stops the upload. */
export const rowProblemText = (problem: RowProblem): string => `${problem.row}. satırın "${problem.column}" sütunu: ${problem.reason}`;

/** Why a written date cell cannot be a statement's day (today in Istanbul the latest), or null with its day. */
function dateOf(text: string, today: string): { day: string } | { reason: string } {
  const day = statementDate(text);
  if (!day) return { reason: `"${text}" gün.ay.yıl sırasıyla okunabilen bir tarih değil.` };
  if (day > today) return { reason: `${text} bugünden sonraki bir gün; hesap özetinde gelecek tarih olamaz.` };
  return { day };
}

/** The table's rows as statement lines by the chosen columns. */
export function linesOf(table: StatementTable, mapping: ColumnMapping, today = istanbulDay(new Date())): ReadLines {
  const at = (name: string) => (name ? table.headers.indexOf(name) : -1);
  const columns = { date: at(mapping.date), amount: at(mapping.amount), credit: at(mapping.credit), description: at(mapping.description), counterparty: at(mapping.counterparty) };
  const read: ReadLines = { lines: [], skipped: [], problems: [] };
  table.rows.forEach((row, index) => {
    const cell = (column: number) => (column >= 0 ? (row[column] ?? "") : "");
    const rowNo = table.rowNumbers?.[index] ?? index + 1;
    const amountText = columns.amount >= 0 ? cell(columns.amount) : cell(columns.credit);
    // A row with no incoming amount (a debit, in a statement that splits them) is outgoing money.
    if (columns.amount < 0 && amountText === "") return;
    const dateText = cell(columns.date);
    if (dateText === "") return void read.skipped.push({ row: rowNo, reason: "Tarih yok." });
    const date = dateOf(dateText, today);
    if ("reason" in date) return void read.problems.push({ row: rowNo, column: mapping.date, reason: date.reason });
    const amount = parseMoney(amountText, { allowNegative: true, allowZero: true });
    if (!amount.ok) read.skipped.push({ row: rowNo, reason: amount.message });
    else read.lines.push({ bookedOn: date.day, amount: amount.kurus, description: cell(columns.description), counterparty: cell(columns.counterparty) });
  });
  return read;
}
