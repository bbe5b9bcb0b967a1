/**
 * Reads an existing member register from a spreadsheet, in the browser: an Excel workbook (.xlsx,
 * through exceljs) or a CSV file (through papaparse). Both libraries load only when a file is
 * chosen, in chunks of their own, never with the admin shell. A Turkish Excel saves CSV with `;`
 * between the columns and in Windows-1254 ("Türkçe (Windows)"), not UTF-8: both are detected.
 */
import { spreadsheetParsers } from "../../spreadsheet-parsers";

/** The sheet as rows of trimmed cell texts, the header row first. */
export type Table = string[][];

/** An .xlsx file is a ZIP archive: it starts with "PK\x03\x04", whatever its name says. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The file's text: UTF-8 when its bytes are valid UTF-8 (a BOM is dropped), otherwise Windows-1254,
 * which is what Excel writes for "CSV" on a Turkish Windows. Bytes that are not UTF-8 and a Turkish
 * letter in 1254 ("ş" is 0xFE) are never valid UTF-8 together, so the test cannot mistake one for the other.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1254").decode(bytes);
  }
}

/** A cell of any kind exceljs gives (a date, a number, rich text, a formula's result, a link) as text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const cell = value as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (cell.richText) return cell.richText.map((part) => part.text).join("").trim();
    if ("result" in cell) return cellText(cell.result);
    if ("text" in cell) return cellText(cell.text);
    return "";
  }
  return String(value).trim();
}

async function readWorkbook(bytes: Uint8Array): Promise<Table> {
  const { default: ExcelJS } = await spreadsheetParsers().xlsx();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: Table = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    // exceljs numbers cells from 1; index 0 of `values` is always empty.
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    table.push(Array.from(values, cellText));
  });
  return table;
}

async function readCsv(bytes: Uint8Array): Promise<Table> {
  const { default: Papa } = await spreadsheetParsers().csv();
  const parsed = Papa.parse<string[]>(decodeCsv(bytes), { delimitersToGuess: [";", ",", "\t"], skipEmptyLines: "greedy" });
  return parsed.data.map((row) => row.map((cell) => cell.trim()));
}

/** The rows of the file's first sheet (an .xlsx) or of the CSV, rows with no text left out. */
export async function readSpreadsheet(bytes: Uint8Array): Promise<Table> {
  const table = isZip(bytes) ? await readWorkbook(bytes) : await readCsv(bytes);
  return table.filter((row) => row.some((cell) => cell !== ""));
}
