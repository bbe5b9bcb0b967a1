/**
 * The spreadsheet libraries (exceljs for XLSX, papaparse for CSV), fetched the first time a file is
 * read (the register's import, a bank statement). The browser entry (client/admin/main.tsx) names
 * their loaders here, so the app's code never imports them itself: the Worker, which renders the
 * same app on the server and never reads a file, does not carry them.
 */
export interface SpreadsheetParsers {
  xlsx(): Promise<{ default: typeof import("exceljs") }>;
  csv(): Promise<{ default: typeof import("papaparse") }>;
}

let parsers: SpreadsheetParsers | null = null;

/** Called once by the browser entry (and by tests that read files in Node). */
export function setSpreadsheetParsers(loaders: SpreadsheetParsers): void {
  parsers = loaders;
}

/** The loaders, for code that reads a file; only ever called in the browser, after a file was chosen. */
export function spreadsheetParsers(): SpreadsheetParsers {
  if (!parsers) throw new Error("Tablo okuyucuları yüklenmedi.");
  return parsers;
}
