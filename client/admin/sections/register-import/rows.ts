/**
 * A spreadsheet's rows as the import API reads them: the header row says which column is which
 * (Turkish headings as registers write them, case and Turkish letters folded), days become
 * `YYYY-MM-DD` and words like "Kadın" or "İstifa" become the schema's values. Everything else is
 * left to the server, which judges each row with the register's own schema.
 */
import { searchKey } from "../../../../src/shared/i18n/text";

type EntryField =
  | "fullName"
  | "identityNumber"
  | "nationality"
  | "motherName"
  | "fatherName"
  | "gender"
  | "occupation"
  | "education"
  | "address"
  | "email"
  | "acceptedOn"
  | "acceptanceDecisionNo";
type ExitField = "exitedOn" | "exitKind" | "exitDecisionNo" | "exitReason";
type Column = "registerNo" | EntryField | ExitField;

/** Text as headings and words are compared: Turkish letters folded, punctuation as spaces ("T.C. Kimlik No" → "t c kimlik no"). */
const fold = (text: string): string => searchKey(text).replace(/[^a-z0-9]+/g, " ").trim();

/** The headings each column goes by, folded. */
const HEADINGS: Record<Column, readonly string[]> = {
  registerNo: ["sira no", "sira", "uye no", "kayit no", "no"],
  fullName: ["adi soyadi", "ad soyad", "adi ve soyadi", "ad soyadi", "uyenin adi soyadi", "isim"],
  identityNumber: ["t c kimlik no", "tc kimlik no", "kimlik no", "tc no", "t c no", "tckn", "tc kimlik numarasi"],
  nationality: ["tabiiyeti", "tabiiyet", "uyrugu", "uyruk", "vatandasligi"],
  motherName: ["anne adi", "ana adi"],
  fatherName: ["baba adi"],
  gender: ["cinsiyeti", "cinsiyet"],
  occupation: ["meslegi", "meslek"],
  education: ["ogrenim durumu", "egitim durumu", "ogrenimi", "egitim"],
  address: ["yerlesim yeri", "adres", "adresi", "ikametgah"],
  email: ["e posta", "eposta", "e mail", "email"],
  acceptedOn: ["uyelige giris tarihi", "giris tarihi", "kabul tarihi", "uyelik tarihi"],
  acceptanceDecisionNo: ["giris karar no", "kabul karar no", "giris karar sayisi", "karar no", "yk karar no"],
  exitedOn: ["uyelikten cikis tarihi", "cikis tarihi", "ayrilis tarihi"],
  exitKind: ["cikis sekli", "cikis turu"],
  exitDecisionNo: ["cikis karar no", "cikis karar sayisi"],
  exitReason: ["cikis nedeni", "cikis sebebi"],
};

const EXIT_FIELDS: readonly ExitField[] = ["exitedOn", "exitKind", "exitDecisionNo", "exitReason"];
const DAY_FIELDS: readonly Column[] = ["acceptedOn", "exitedOn"];

/** One row for the API: its line in the file (the header is line 1), its number if the file has them. */
export interface ImportRow {
  line: number;
  registerNo: string;
  entry: Partial<Record<EntryField, string>> & { identityKind?: "tc" | "foreign" };
  exit: Partial<Record<ExitField, string>> | null;
  /** Through which year this member had paid before the site, over the file's year (none: the file's). */
  paidThrough?: number | null;
}

const HEADING_OF = new Map<string, Column>(Object.entries(HEADINGS).flatMap(([column, names]) => names.map((name) => [name, column as Column])));

/** "12.03.2015", "12/3/2015", "2015-03-12" → "2015-03-12"; anything else is left for the server to refuse. */
export function isoDay(text: string): string {
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text);
  if (dotted) return `${dotted[3]}-${dotted[2]!.padStart(2, "0")}-${dotted[1]!.padStart(2, "0")}`;
  return text;
}

const GENDERS: Record<string, "female" | "male"> = { kadin: "female", k: "female", female: "female", erkek: "male", e: "male", male: "male" };
const EXIT_KINDS: Record<string, string> = { istifa: "resignation", ihrac: "expulsion", cikarma: "expulsion", "uyelikten cikarma": "expulsion", vefat: "death", olum: "death" };
const TURKISH_NATIONALITY = new Set(["t c", "tc", "turk", "turkiye", "turkiye cumhuriyeti"]);

/** A cell's value as the schema expects it, by its column. */
function valueFor(column: Column, text: string): string {
  if (DAY_FIELDS.includes(column)) return isoDay(text);
  if (column === "gender") return GENDERS[fold(text)] ?? text;
  if (column === "exitKind") return EXIT_KINDS[fold(text)] ?? text;
  return text;
}

/** Which column each heading is, and the headings no column knows (the screen lists them as left out). */
export function readHeader(header: readonly string[]): { columns: (Column | null)[]; unknown: string[] } {
  const columns = header.map((heading) => HEADING_OF.get(fold(heading)) ?? null);
  return { columns, unknown: header.filter((heading, i) => heading !== "" && columns[i] === null) };
}

/** The rows under the header, ready for the API. Empty cells are left out, so the schema's defaults apply. */
export function tableToRows(table: readonly (readonly string[])[]): { rows: ImportRow[]; unknown: string[]; columns: Column[] } {
  const [header = [], ...body] = table;
  const { columns, unknown } = readHeader(header);
  const rows = body.map((cells, index): ImportRow => {
    const row: ImportRow = { line: index + 2, registerNo: "", entry: {}, exit: null };
    columns.forEach((column, i) => {
      const text = cells[i]?.trim() ?? "";
      if (!column || text === "") return;
      if (column === "registerNo") row.registerNo = text;
      else if ((EXIT_FIELDS as readonly string[]).includes(column)) row.exit = { ...row.exit, [column]: valueFor(column, text) };
      else row.entry[column as EntryField] = valueFor(column, text);
    });
    const nationality = row.entry.nationality;
    if (nationality && !TURKISH_NATIONALITY.has(fold(nationality))) row.entry.identityKind = "foreign";
    return row;
  });
  return { rows, unknown, columns: columns.filter((column): column is Column => column !== null) };
}
