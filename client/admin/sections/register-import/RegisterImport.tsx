/**
 * Üye kayıt defterini içe aktar: the board picks the register it kept until now (Excel or CSV), the
 * browser reads it (read-spreadsheet.ts) and the server judges every row (a dry run that stores
 * nothing). Only then can it be imported: whole, or, if the board ticks it, without the failing rows.
 */
import { useState } from "react";
import type { ImportCheckDto, ImportDoneDto } from "../../../../src/shared/admin-contract";
import { DERBIS_DAYS, markedReportedText } from "../../../../src/shared/registers/derbis-report";
import { MEMBER_ENTRY_LABELS } from "../../../../src/shared/registers/member-entry";
import { useApi } from "../../api";
import { useAction, ActionFeedback } from "../../use-action";
import { AdminTable, SectionHeader, StatusText } from "../../ui";
import { readSpreadsheet } from "./read-spreadsheet";
import { tableToRows, type ImportRow } from "./rows";
import { ImportCharges } from "./ImportCharges";
import { istanbulYear } from "../../../../src/shared/identity-input";

const labelOf = (field: string): string => (MEMBER_ENTRY_LABELS as Record<string, string>)[field] ?? "Satır";

export function RegisterImport() {
  const { api } = useApi();
  const action = useAction();
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [unknown, setUnknown] = useState<string[]>([]);
  const [check, setCheck] = useState<ImportCheckDto | null>(null);
  const [skip, setSkip] = useState(false);
  // A register kept until now had its entries and exits reported in their time (docs/registers.md).
  const [reportedBefore, setReportedBefore] = useState(true);
  // Members who kept a paper register have usually paid this year: nobody is made a debtor by the import unless told so.
  const [paidThrough, setPaidThrough] = useState<string>(String(istanbulYear(new Date())));
  const paidThroughYear = paidThrough.trim() === "" ? null : Number(paidThrough);

  const checkRows = async (checked: ImportRow[], year: number | null) =>
    setCheck(await api<ImportCheckDto>("/registers/import/denetle", { method: "POST", body: { rows: checked, paidThrough: year } }));

  const choose = (file: File | undefined) => {
    setRows(null);
    setCheck(null);
    setSkip(false);
    if (!file) return;
    void action.run(async () => {
      const read = tableToRows(await readSpreadsheet(new Uint8Array(await file.arrayBuffer())));
      setRows(read.rows);
      setUnknown(read.unknown);
      if (read.rows.length === 0) return "Dosyada başlık satırının altında satır bulunamadı.";
      await checkRows(read.rows, paidThroughYear);
    });
  };

  const store = () =>
    void action.run(async () => {
      const done = await api<ImportDoneDto>("/registers/import", { method: "POST", body: { rows, skipFailing: skip, reportedBefore, paidThrough: paidThroughYear } });
      setRows(null);
      setCheck(null);
      const skipped = done.skipped ? `; ${done.skipped} hatalı satır eklenmedi` : "";
      const markedText = markedReportedText(done.markedReported);
      const reported = markedText ? `; ${markedText} DERBİS'e bildirilmiş sayıldı` : "";
      return `${done.imported} kayıt deftere eklendi (sıra no ${done.first}–${done.last})${skipped}${reported}.`;
    });

  return (
    <section className="admin-section">
      <SectionHeader
        title="Üye kayıt defterini içe aktar"
        lead="Şimdiye kadar kâğıtta ya da Excel’de tuttuğunuz üye kayıt defterini bir kez aktarın. Önce her satır denetlenir; siz onaylamadan hiçbir şey kaydedilmez."
      />
      <PaidThroughField
        value={paidThrough}
        onChange={(value, year) => {
          setPaidThrough(value);
          if (rows && year !== undefined) void action.run(() => checkRows(rows, year));
        }}
      />
      <div className="field">
        <label htmlFor="aktar-dosya">Excel (.xlsx) ya da CSV dosyası</label>
        <p className="field-hint" id="aktar-dosya-hint">
          İlk satır sütun başlıkları olmalı: Sıra no, Adı soyadı, T.C. kimlik no, Tabiiyeti, Anne adı, Baba adı, Cinsiyeti, Mesleği, Öğrenim durumu, Yerleşim yeri, Üyeliğe giriş tarihi, Giriş karar no; ayrılanlar için Çıkış tarihi, Çıkış şekli, Çıkış karar no, Çıkış nedeni. Sıra no sütunu yoksa numaralar defterdeki son numaradan sonra, dosyadaki sırayla verilir. Türkçe Excel’in “;” ile ayrılmış CSV dosyaları da okunur.
        </p>
        <input
          id="aktar-dosya"
          type="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby="aktar-dosya-hint"
          onChange={(event) => choose((event.target as { files?: ArrayLike<File> | null }).files?.[0])}
        />
      </div>
      <ActionFeedback action={action} />
      {unknown.length ? <p className="field-hint">Tanınmayan ve aktarılmayacak sütunlar: {unknown.join(", ")}.</p> : null}
      {check && rows ? (
        <ImportCharges charges={check.charges} paidThrough={paidThroughYear} />
      ) : null}
      {check && rows ? (
        <CheckResult check={check} skip={skip} onSkip={setSkip} reported={reportedBefore} onReported={setReportedBefore} onStore={store} busy={action.busy !== null} />
      ) : null}
    </section>
  );
}

type CheckResultProps = {
  check: ImportCheckDto;
  skip: boolean;
  onSkip(skip: boolean): void;
  reported: boolean;
  onReported(reported: boolean): void;
  onStore(): void;
  busy: boolean;
};

/** The dry run's verdict: how many rows pass, every failing row's problems, the choices and the import button. */
function CheckResult({ check, skip, onSkip, reported, onReported, onStore, busy }: CheckResultProps) {
  const failing = check.rows.filter((row) => row.problems.length > 0);
  return (
    <div className="import-result">
      <StatusText>
        {check.passing} satır sorunsuz{check.failing ? `, ${check.failing} satırda sorun var` : ""}. Henüz hiçbir şey kaydedilmedi.
      </StatusText>
      {failing.length ? (
        <AdminTable label="Sorunlu satırlar" caption="Sorunlu satırlar ve sorunları">
          <thead>
            <tr>
              <th scope="col">Satır</th>
              <th scope="col">Adı soyadı</th>
              <th scope="col">Sorunlar</th>
            </tr>
          </thead>
          <tbody>
            {failing.map((row) => (
              <tr key={row.line}>
                <th scope="row">{row.line}</th>
                <td data-label="Adı soyadı">{row.fullName || "—"}</td>
                <td data-label="Sorunlar">
                  <ul className="import-problems">
                    {row.problems.map((problem, i) => (
                      <li key={i}>
                        <strong>{labelOf(problem.field)}:</strong> {problem.message}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      ) : null}
      {check.failing && check.passing ? (
        <label className="checkbox-option">
          <input type="checkbox" checked={skip} onChange={(event) => onSkip(Boolean((event.target as { checked?: boolean }).checked))} />
          Sorunlu {check.failing} satırı atla, yalnızca sorunsuz {check.passing} satırı ekle
        </label>
      ) : null}
      {check.passing ? (
        <label className="checkbox-option">
          <input type="checkbox" checked={reported} onChange={(event) => onReported(Boolean((event.target as { checked?: boolean }).checked))} />
          {DERBIS_DAYS} günü geçmiş girişler ve çıkışlar DERBİS'e bildirilmiş sayılsın (defteri şimdiye kadar tuttuysanız zamanında bildirilmişlerdir; son {DERBIS_DAYS} gündekiler DERBİS bildirimleri listesinde kalır)
        </label>
      ) : null}
      {check.passing ? (
        <button type="button" className="button" disabled={busy || (check.failing > 0 && !skip)} onClick={onStore}>
          {check.passing} kaydı deftere ekle
        </button>
      ) : null}
    </div>
  );
}

/** Through which year the file's members had paid: `year` is undefined while what is typed is no year yet. */
function PaidThroughField({ value, onChange }: { value: string; onChange(value: string, year: number | null | undefined): void }) {
  return (
    <div className="field">
      <label htmlFor="aktar-odenen-yil">Üyeler aidatlarını hangi yıla kadar (o yıl dahil) ödedi?</label>
      <p className="field-hint" id="aktar-odenen-yil-hint">
        Bu yıl ve öncesi için kimseye aidat tahakkuk ettirilmez. Boş bırakırsanız tahakkuk ettirilmiş bütün yıllar borç yazılır. Dosyayı seçince hangi aidatların tahakkuk edeceği aşağıda yazar.
      </p>
      <input
        id="aktar-odenen-yil"
        inputMode="numeric"
        maxLength={4}
        aria-describedby="aktar-odenen-yil-hint"
        value={value}
        onChange={(event) => {
          const typed = String((event.target as { value?: string }).value ?? "").trim();
          onChange(typed, typed === "" ? null : /^\d{4}$/.test(typed) ? Number(typed) : undefined);
        }}
      />
    </div>
  );
}
