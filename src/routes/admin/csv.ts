/**
 * CSV that Excel in Turkish opens correctly with a double click: UTF-8 with a byte order mark (else
 * "ş" shows as "ÅŸ"), fields separated by semicolons (Turkish Excel's list separator, since the
 * comma is its decimal mark) and CRLF line ends. A value that starts like a formula (= + - @) gets
 * a leading apostrophe, so a name such as "=HYPERLINK(…)" stays text (CSV injection).
 */
const BOM = "\uFEFF";
const SEPARATOR = ";";

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(SEPARATOR)).join("\r\n") + "\r\n";
}

/** A CSV download (never cached: it holds people's data). */
export function csvDownload(rows: readonly (readonly string[])[], fileName: string): Response {
  return new Response(toCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
