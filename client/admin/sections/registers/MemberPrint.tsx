/**
 * The member register's pages for the certified book (Üye Kayıt Defteri, the columns of communiqué
 * 2006/1 as docs/registers.md cites them): one year or a range of register numbers, A4 landscape, with
 * full identity numbers, so opening it is one audited full view naming the range. CSV for Turkish
 * Excel beside it, with masked numbers unless the board asks for full ones (audited too).
 */
import type { MemberPrintDto, MemberPrintRowDto } from "../../../../src/shared/registers/dto";
import { MEMBER_ENTRY_LABELS as L } from "../../../../src/shared/registers/member-entry";
import { apiUrl, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { ADMIN_ROOT, MEMBERS_SEGMENT } from "../../routes";
import { LoadState } from "../../ui";
import { EXIT_KIND_NAMES, GENDER_NAMES, showDay } from "./labels";
import { PrintBookTable, PrintFrame, RangeForm } from "./PrintFrame";

const PATH = `${ADMIN_ROOT}/${MEMBERS_SEGMENT}/yazdir`;
const COLUMNS = [L.registerNo, L.fullName, L.identityNumber, L.nationality, L.motherName, L.fatherName, L.gender, L.occupation, L.education, `${L.address}, ${L.email.toLocaleLowerCase("tr")}`];

function Row({ row }: { row: MemberPrintRowDto }) {
  return (
    <tr>
      <td>{row.registerNo}</td>
      <td>{row.fullName}</td>
      <td className="nowrap">{row.identity}</td>
      <td>{row.nationality}</td>
      <td>{row.motherName}</td>
      <td>{row.fatherName}</td>
      <td>{GENDER_NAMES[row.gender]}</td>
      <td>{row.occupation}</td>
      <td>{row.education}</td>
      <td>
        {row.address}
        {row.email ? <span className="print-line">{row.email}</span> : null}
      </td>
      <td className="nowrap">
        {showDay(row.acceptedOn)}
        <span className="print-line">{row.acceptanceDecisionNo || "—"}</span>
      </td>
      <td>
        {row.exitedOn ? (
          <>
            <span className="nowrap">{showDay(row.exitedOn)}</span>
            <span className="print-line">{[row.exitKind ? EXIT_KIND_NAMES[row.exitKind] : "", row.exitDecisionNo, row.exitReason].filter(Boolean).join(", ")}</span>
          </>
        ) : null}
      </td>
    </tr>
  );
}

/** The register's columns on paper: the person's, then acceptance and exit each in one. */
const PRINT_COLUMNS = [...COLUMNS, `${L.acceptedOn}, karar no`, `${L.exitedOn}, şekli, karar no, nedeni`];

function MemberPrintTable({ data }: { data: MemberPrintDto }) {
  return (
    <PrintBookTable label="Üye kayıt defteri" book="Üye Kayıt Defteri" part={data.title} columns={PRINT_COLUMNS} empty={data.rows.length === 0 ? "Bu aralıkta defterde kayıt yok." : null}>
      {data.rows.map((row) => (
        <Row key={row.registerNo} row={row} />
      ))}
    </PrintBookTable>
  );
}

export function MemberPrint({ yil, ilk, son }: { yil: string; ilk: string; son: string }) {
  const { apiBase } = useApi();
  const query: Record<string, string> = yil ? { yil } : { ilk, son };
  const { data, error, reload } = useLoad<MemberPrintDto>("/registers/members/yazdir", query);
  const errors = error?.fields ?? {};
  const csv = (full: boolean) => apiUrl(apiBase, "/registers/members/disa-aktar", { ...query, tam: full ? "1" : null });
  return (
    <PrintFrame
      className="member-print"
      title={`Üye kayıt defteri: yazdırılacak sayfalar${data ? ` (${data.title})` : ""}`}
      forms={
        <>
          <RangeForm id="yazdir-yil" legend="Bir yıl (o yıl üyeliğe girenler)" path={PATH} fields={[["yil", "Yıl"]]} values={query} errors={errors} />
          <RangeForm id="yazdir-sira" legend="Sıra numarası aralığı" path={PATH} fields={[["ilk", "İlk sıra no"], ["son", "Son sıra no"]]} values={query} errors={errors} />
        </>
      }
      actions={
        <>
          <a className="button button-secondary" href={csv(false)} download>
            CSV indir (kimlik numaraları maskeli)
          </a>
          <a className="button button-secondary" href={csv(true)} download>
            CSV indir (tam kimlik numaralarıyla)
          </a>
        </>
      }
    >
      <p className="meta print-controls">
        Bu sayfalar kimlik numaralarının tamamını gösterir: her açılışı, aralığıyla birlikte denetim kaydına yazılır. CSV dosyası Türkçe Excel için hazırlanır (noktalı virgülle ayrılmış, tarihler gg.aa.yyyy).
      </p>
      {data?.more ? <p className="print-controls admin-status">Aralıktaki kayıtların yalnızca ilk {data.rows.length} tanesi gösteriliyor; kalanları ayrı bir aralık olarak basın.</p> : null}
      <LoadState data={data} error={error} reload={reload}>
        {(loaded) => <MemberPrintTable data={loaded} />}
      </LoadState>
    </PrintFrame>
  );
}
