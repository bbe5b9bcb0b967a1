import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { setSpreadsheetParsers } from "../../../client/admin/spreadsheet-parsers";
import { decodeStatement, linesOf, readCsv, readXlsx, rowProblemText, STATEMENT_FILE_MESSAGES, statementDate, statementFileProblem } from "../../../client/admin/sections/dues/statement";

// As the browser entry does (client/admin/main.tsx).
beforeAll(() => setSpreadsheetParsers({ xlsx: () => import("exceljs"), csv: () => import("papaparse") }));

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../fixtures/bank/${name}`, import.meta.url)));

describe("reading Turkish bank statements in the browser", () => {
  it("reads a Windows-1254, semicolon statement with separate debit and credit columns (incoming lines only)", async () => {
    const text = decodeStatement(fixture("anadolu-nisan-2026.csv"));
    expect(text).toContain("ÜYE 1 AİDAT 2026");
    const table = await readCsv(text);
    expect(table.headers).toEqual(["Tarih", "Açıklama", "Karşı Taraf", "Borç", "Alacak", "Bakiye"]);
    const { lines, skipped } = linesOf(table, { date: "Tarih", amount: "", credit: "Alacak", description: "Açıklama", counterparty: "Karşı Taraf" });
    expect(skipped).toEqual([]);
    expect(lines).toEqual([
      { bookedOn: "2026-04-02", amount: 120000, description: "ÜYE 1 AİDAT 2026 - AYŞE YILMAZ", counterparty: "AYŞE YILMAZ" },
      { bookedOn: "2026-04-03", amount: 30000, description: "EFT MEHMET AYDIN AIDAT", counterparty: "MEHMET AYDIN" },
      { bookedOn: "2026-04-07", amount: 25000, description: "HAVALE GELEN", counterparty: "MEHMET ŞAHİN" },
      { bookedOn: "2026-04-07", amount: 25000, description: "HAVALE GELEN", counterparty: "MEHMET ŞAHİN" },
    ]);
  });

  it("reads a UTF-8 comma statement with one signed amount column and ISO dates", async () => {
    const table = await readCsv(decodeStatement(fixture("bogazici-nisan-2026.csv")));
    expect(table.headers[0]).toBe("İşlem Tarihi");
    const { lines } = linesOf(table, { date: "İşlem Tarihi", amount: "Tutar (TL)", credit: "", description: "Açıklama", counterparty: "Gönderen / Alıcı" });
    expect(lines.map((line) => [line.bookedOn, line.amount])).toEqual([
      ["2026-04-10", 30000],
      ["2026-04-11", 100000],
      ["2026-04-12", -81245],
      ["2026-04-14", 120000],
      ["2026-04-15", 120000],
    ]);
  });

  it("reads an XLSX statement's first sheet, title rows above the header skipped", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Hareketler");
    sheet.addRow(["Hesap hareketleri"]);
    sheet.addRow(["Tarih", "Açıklama", "Gönderen", "Tutar"]);
    sheet.addRow([new Date(Date.UTC(2026, 3, 20)), "Üye 4 Aidat 2026", "Deniz Ak", 1200.5]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    const { lines } = linesOf(await readXlsx(bytes), { date: "Tarih", amount: "Tutar", credit: "", description: "Açıklama", counterparty: "Gönderen" });
    expect(lines).toEqual([{ bookedOn: "2026-04-20", amount: 120050, description: "Üye 4 Aidat 2026", counterparty: "Deniz Ak" }]);
  });

  it("tells which rows it could not read, and why, in Turkish", () => {
    const { lines, skipped, problems } = linesOf({ headers: ["T", "A", "X"], rows: [["", "5,00", "Toplam"], ["01.01.2026", "1,250.00", "y"]] }, { date: "T", amount: "A", credit: "", description: "X", counterparty: "" });
    expect(lines).toEqual([]);
    expect(problems).toEqual([]);
    expect(skipped).toEqual([
      { row: 1, reason: "Tarih yok." },
      { row: 2, reason: "Tutarı Türkçe yazın: binlikleri nokta, kuruşu virgülle ayırın (ör. 1.250,50)." },
    ]);
  });

  it("stops at a date that is no day or a day to come, naming the file's row and column", async () => {
    const csv = "Hesap: 123\nİşlem Tarihi;Tutar;Açıklama\n07.04.2026;100,00;A\n12/25/2026;200,00;B\nNisan;5,00;C\n01.06.2026;1,00;D\n";
    const { lines, problems } = linesOf(await readCsv(csv), { date: "İşlem Tarihi", amount: "Tutar", credit: "", description: "Açıklama", counterparty: "" }, "2026-05-10");
    expect(lines.map((line) => line.bookedOn)).toEqual(["2026-04-07"]);
    expect(problems.map(rowProblemText)).toEqual([
      '4. satırın "İşlem Tarihi" sütunu: "12/25/2026" gün.ay.yıl sırasıyla okunabilen bir tarih değil.',
      '5. satırın "İşlem Tarihi" sütunu: "Nisan" gün.ay.yıl sırasıyla okunabilen bir tarih değil.',
      '6. satırın "İşlem Tarihi" sütunu: 01.06.2026 bugünden sonraki bir gün; hesap özetinde gelecek tarih olamaz.',
    ]);
  });

  it("understands the usual ways banks write a day", () => {
    expect(statementDate("07.04.2026")).toBe("2026-04-07");
    expect(statementDate("7/4/2026 10:15")).toBe("2026-04-07");
    expect(statementDate("2026-04-07T10:00")).toBe("2026-04-07");
    expect(statementDate("Nisan")).toBeNull();
    expect(statementDate("31.04.2026")).toBeNull();
  });

  it("refuses, by its bytes, a file that is no statement, before it is read or sent", () => {
    const text = (value: string) => new TextEncoder().encode(value);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect(statementFileProblem("ekstre.csv", new Uint8Array())).toBe(STATEMENT_FILE_MESSAGES.empty);
    expect(statementFileProblem("ekstre.csv", png)).toBe(STATEMENT_FILE_MESSAGES.binary);
    expect(statementFileProblem("ekstre.xlsx", text("Tarih;Tutar;Açıklama\n07.04.2026;100,00;A\n"))).toBe(STATEMENT_FILE_MESSAGES.notXlsx);
    expect(statementFileProblem("ekstre.csv", new Uint8Array(5 * 1024 * 1024).fill(0x41))).toBe(STATEMENT_FILE_MESSAGES.large);
    expect(statementFileProblem("ekstre.csv", text("Tarih;Tutar;Açıklama\r\n07.04.2026;100,00;A\r\n"))).toBeNull();
    expect(statementFileProblem("ekstre.xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0]))).toBeNull();
  });
});
