/**
 * CSV that Excel in Turkish opens correctly with a double click: UTF-8 with a byte order mark (else
 * "ş" shows as "ÅŸ"), fields separated by semicolons (Turkish Excel's list separator, since the
 * comma is its decimal mark) and CRLF line ends. A text value that starts like a formula (= + - @) gets
 * a leading apostrophe, so a name such as "=HYPERLINK(…)" stays text (CSV injection). An amount is
 * written as a plain Turkish number ("-4.500,00"), never prefixed: Excel must sum it, and a number we
 * format ourselves cannot carry a formula.
 */
import { formatMoneyPlain } from "../../shared/money";

const BOM = "\uFEFF";
const SEPARATOR = ";";

/** A CSV cell: text as given, or an amount in kuruş (`{ kurus }`) that Excel reads as a number. */
export type CsvCell = string | { kurus: number };

function cell(value: CsvCell): string {
  if (typeof value !== "string") return formatMoneyPlain(value.kurus);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as one CSV text (see the module's note). */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(SEPARATOR)).join("\r\n") + "\r\n";
}

/** A CSV download (never cached: it holds people's data). */
export function csvDownload(rows: readonly (readonly CsvCell[])[], fileName: string): Response {
  return new Response(toCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
