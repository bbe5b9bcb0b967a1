/**
 * Uploading a bank statement: the bank is chosen from those remembered (a new one is typed once), the
 * file is read here (CSV or XLSX, see statement.ts), the columns are chosen once per bank (the last
 * choice for that bank is remembered on the server), and only the incoming lines are sent.
 */
import { useState, type ChangeEvent } from "react";
import { ApiClientError, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { searchKey } from "../../../../src/shared/i18n/text";
import { SelectField, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { decodeStatement, linesOf, readCsv, readXlsx, rowProblemText, STATEMENT_FILE_MESSAGES, STATEMENT_MAX_BYTES, statementFileProblem, type ColumnMapping, type StatementTable } from "./statement";

const EMPTY: ColumnMapping = { date: "", amount: "", credit: "", description: "", counterparty: "" };
const COLUMN_LABELS: Record<keyof ColumnMapping, string> = {
  date: "Tarih sütunu",
  amount: "Tutar sütunu (artı/eksi tek sütun)",
  credit: "Alacak (gelen para) sütunu",
  description: "Açıklama sütunu",
  counterparty: "Gönderen sütunu",
};

/** The select's choice that opens the field for a bank not yet remembered. */
const NEW_BANK = "yeni";

/**
 * The bank a statement comes from: one of the remembered banks, or a new name typed once (a typed
 * name that is a remembered one in other letters is that one, so its columns are found again).
 */
function BankChoice({ banks, onChange }: { banks: readonly string[]; onChange(bank: string): void }) {
  const [choice, setChoice] = useState("");
  const [typed, setTyped] = useState("");
  const type = (name: string) => {
    setTyped(name);
    onChange(banks.find((bank) => searchKey(bank.trim()) === searchKey(name.trim())) ?? name);
  };
  const options = Object.fromEntries([...banks.map((bank) => [bank, bank]), [NEW_BANK, "Başka bir banka (adını yazın)"]]) as Record<string, string>;
  return (
    <>
      {banks.length > 0 ? (
        <SelectField
          id="ekstre-banka-secim"
          label="Banka"
          value={choice}
          options={options}
          onChange={(value) => {
            setChoice(value);
            onChange(value === NEW_BANK ? typed : value);
          }}
          required
        />
      ) : null}
      {banks.length === 0 || choice === NEW_BANK ? <TextField id="ekstre-banka" label={banks.length ? "Yeni bankanın adı" : "Banka"} value={typed} onChange={type} hint="Örnek: Anadolu Katılım. Bir kez yazılır; sonra listeden seçilir." required /> : null}
    </>
  );
}

/** The file as a table, or a Turkish refusal: a file that is no statement never reaches the parsers' own errors or the server. */
async function readFile(file: File): Promise<StatementTable> {
  const refuse = (message: string) => new ApiClientError(400, message);
  if (file.size > STATEMENT_MAX_BYTES) throw refuse(STATEMENT_FILE_MESSAGES.large);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = statementFileProblem(file.name, bytes);
  if (problem) throw refuse(problem);
  let table: StatementTable;
  try {
    table = /\.xlsx$/i.test(file.name) ? await readXlsx(bytes) : await readCsv(decodeStatement(bytes));
  } catch {
    throw refuse(STATEMENT_FILE_MESSAGES.unreadable);
  }
  if (table.headers.length === 0 || table.rows.length === 0) throw refuse(STATEMENT_FILE_MESSAGES.noTable);
  return table;
}

function ColumnChoices({ table, mapping, setMapping }: { table: StatementTable; mapping: ColumnMapping; setMapping(mapping: ColumnMapping): void }) {
  return (
    <fieldset className="dues-columns">
      <legend>Hangi sütunda ne var?</legend>
      {(Object.keys(COLUMN_LABELS) as (keyof ColumnMapping)[]).map((key) => (
        <div className="field" key={key}>
          <label htmlFor={`sutun-${key}`}>{COLUMN_LABELS[key]}</label>
          <select id={`sutun-${key}`} value={mapping[key]} onChange={(event) => setMapping({ ...mapping, [key]: event.target.value })}>
            <option value="">(yok)</option>
            {table.headers.map((header) => (
              <option key={header} value={header}>
                {header}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}

export function StatementUpload({ onImported }: { onImported(): void }) {
  const { api } = useApi();
  const action = useAction();
  const layouts = useLoad<{ bank: string; mapping: ColumnMapping }[]>("/bank/layouts");
  const [bank, setBank] = useState("");
  const [table, setTable] = useState<StatementTable | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>(EMPTY);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied at once, so choosing the same statement again (to upload it again) is a new choice.
    event.target.value = "";
    if (!file) return;
    void action.run(async () => {
      setTable(null);
      const read = await readFile(file);
      setTable(read);
      const remembered = layouts.data?.find((layout) => layout.bank === bank.trim());
      setMapping(remembered?.mapping ?? EMPTY);
      return `${read.rows.length} satır okundu. Sütunları kontrol edip yükleyin.`;
    });
  };
  const upload = () =>
    action.run(async () => {
      const { lines, skipped, problems } = linesOf(table!, mapping);
      // A date that is no day stops the whole statement: a line left out is money not counted.
      if (problems.length) throw new ApiClientError(400, `Hesap özeti yüklenmedi. ${problems.slice(0, 3).map(rowProblemText).join(" ")}${problems.length > 3 ? ` (${problems.length} satırda sorun var.)` : ""}`);
      const incoming = lines.filter((line) => line.amount > 0);
      const result = await api<{ added: number; repeated: number }>("/bank/import", { method: "POST", body: { bank, lines: incoming } });
      // The bank's columns are remembered once a statement read by them was taken: a failed try leaves no bank behind.
      await api("/bank/layouts", { method: "PUT", body: { bank, mapping } });
      setTable(null);
      onImported();
      return `${result.added} yeni hareket eklendi${result.repeated ? `, ${result.repeated} hareket daha önce yüklenmişti` : ""}${skipped.length ? `; ${skipped.length} satır okunamadı (ilki ${skipped[0]!.row}. satır: ${skipped[0]!.reason})` : ""}.`;
    });
  return (
    <section className="card dues-upload" aria-labelledby="ekstre-yukle">
      <h2 id="ekstre-yukle">Hesap özeti yükle</h2>
      <ActionFeedback action={action} />
      {layouts.data || layouts.error ? <BankChoice banks={layouts.data?.map((layout) => layout.bank) ?? []} onChange={setBank} /> : null}
      <div className="field">
        <label htmlFor="ekstre-dosya">Hesap özeti dosyası (CSV ya da XLSX)</label>
        <input id="ekstre-dosya" type="file" accept=".csv,.txt,.xlsx,text/csv" disabled={bank.trim().length < 2} onChange={choose} />
      </div>
      {table ? (
        <>
          <ColumnChoices table={table} mapping={mapping} setMapping={setMapping} />
          <button type="button" className="button" disabled={!mapping.date || !(mapping.amount || mapping.credit) || action.busy !== null} onClick={() => void upload()}>
            Gelen hareketleri yükle
          </button>
        </>
      ) : null}
    </section>
  );
}
