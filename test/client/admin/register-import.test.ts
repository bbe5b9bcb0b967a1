import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { setSpreadsheetParsers } from "../../../client/admin/spreadsheet-parsers";
import { decodeCsv, readSpreadsheet } from "../../../client/admin/sections/register-import/read-spreadsheet";
import { tableToRows } from "../../../client/admin/sections/register-import/rows";
import { registerTable, turkishExcelCsv } from "../../support/register-rows";

// As the browser entry does (client/admin/main.tsx).
beforeAll(() => setSpreadsheetParsers({ xlsx: () => import("exceljs"), csv: () => import("papaparse") }));

/** The table as an Excel workbook, the way a board member's register would be saved: days as real dates. */
async function workbook(table: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Üyeler");
  for (const [i, row] of table.entries()) {
    const day = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(row[9] ?? "");
    // The identity number typed as a number and the day as a date, as Excel stores what people type.
    sheet.addRow(i === 0 || !day ? row : [Number(row[0]), row[1], Number(row[2]), ...row.slice(3, 9), new Date(Date.UTC(Number(day[3]), Number(day[2]) - 1, Number(day[1]))), row[10]]);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe("reading an existing member register in the browser", () => {
  it("reads a 500-row Excel workbook into the API's rows, in order", async () => {
    const { rows, unknown } = tableToRows(await readSpreadsheet(await workbook(registerTable(500))));
    expect(unknown).toEqual([]);
    expect(rows).toHaveLength(500);
    expect(rows[0]).toMatchObject({
      line: 2,
      registerNo: "1",
      entry: { fullName: "Ayşe Yılmaz", nationality: "T.C.", gender: "female", acceptedOn: "2005-01-01", acceptanceDecisionNo: "2005/1" },
      exit: null,
    });
    expect(rows[0]!.entry.identityNumber).toMatch(/^\d{11}$/);
    expect(rows[499]).toMatchObject({ line: 501, registerNo: "500", entry: { gender: "male" } });
  });

  it("reads a Turkish Excel CSV: `;` between cells and Windows-1254 letters", async () => {
    const bytes = turkishExcelCsv(registerTable(3));
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
    expect(decodeCsv(bytes)).toContain("Üyeliğe Giriş Tarihi");
    const { rows } = tableToRows(await readSpreadsheet(bytes));
    expect(rows.map((row) => row.entry.fullName)).toEqual(["Ayşe Yılmaz", "Mehmet Şahin", "Zeynep Aydın"]);
    expect(rows[1]!.entry.acceptedOn).toBe("2006-02-02");
  });

  it("reads a UTF-8 CSV with a BOM and commas, and the exits of members who left", async () => {
    const csv = "\uFEFFSıra No,Adı Soyadı,Çıkış Tarihi,Çıkış Şekli\n7,Şükrü Ekşi,01.02.2020,İstifa\n";
    const { rows } = tableToRows(await readSpreadsheet(new TextEncoder().encode(csv)));
    expect(rows).toEqual([{ line: 2, registerNo: "7", entry: { fullName: "Şükrü Ekşi" }, exit: { exitedOn: "2020-02-01", exitKind: "resignation" } }]);
  });
});
