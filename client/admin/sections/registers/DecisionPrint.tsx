/**
 * The decision book's pages for the certified book (Karar Defteri, communiqué 2007/2 art. 5): a year,
 * or a range of its decision numbers, A4 portrait. A corrected decision stays legible, struck
 * through, with the correcting decision, who recorded it, when and why; the signatures go on paper.
 */
import { correctionNotes } from "../../../../src/shared/registers/decision-notes";
import type { DecisionDto, DecisionPrintDto, MeetingDto } from "../../../../src/shared/registers/dto";
import { apiUrl, useApi } from "../../api";
import { useLoad } from "../../hooks";
import { ADMIN_ROOT, DECISIONS_SEGMENT } from "../../routes";
import { LoadState } from "../../ui";
import { showDay } from "./labels";
import { PrintBookTable, PrintFrame, RangeForm } from "./PrintFrame";

const PATH = `${ADMIN_ROOT}/${DECISIONS_SEGMENT}/yazdir`;
const COLUMNS = ["Karar sayısı", "Toplantı tarihi", "Toplantıya katılan üyeler", "Konusu ve kararın metni", "İmzalar"];

function DecisionRow({ meeting, decision }: { meeting: MeetingDto; decision: DecisionDto }) {
  const text = (
    <>
      <strong>{decision.subject}</strong>
      <span className="print-line print-body">{decision.body}</span>
    </>
  );
  return (
    <tr>
      <td className="nowrap">{decision.correctedBy ? <del>{decision.number}</del> : decision.number}</td>
      <td className="nowrap">{showDay(meeting.heldOn)}</td>
      <td>{meeting.attendees.join(", ")}</td>
      <td>
        {decision.correctedBy ? <del>{text}</del> : text}
        {correctionNotes(decision).map((note) => (
          <span key={note} className="print-line print-note">
            {note}
          </span>
        ))}
      </td>
      <td className="print-signatures" />
    </tr>
  );
}

function DecisionPrintTable({ data, span }: { data: DecisionPrintDto; span: string }) {
  return (
    <PrintBookTable label="Karar defteri" book="Karar Defteri" part={span} columns={COLUMNS} empty={data.meetings.length === 0 ? "Bu aralıkta kayıtlı karar yok." : null}>
      {data.meetings.flatMap((meeting) => meeting.decisions.map((decision) => <DecisionRow key={decision.id} meeting={meeting} decision={decision} />))}
    </PrintBookTable>
  );
}

export function DecisionPrint({ yil, ilk, son }: { yil: string; ilk: string; son: string }) {
  const { apiBase } = useApi();
  const query = { yil, ilk, son };
  const { data, error, reload } = useLoad<DecisionPrintDto>("/registers/decisions/yazdir", query);
  const span = ilk || son ? `${yil}, ${ilk || "1"}–${son || ilk || "son"} sayılı kararlar` : `${yil} yılı`;
  return (
    <PrintFrame
      className="decision-print"
      title={`Karar defteri: yazdırılacak sayfalar (${span})`}
      forms={
        <RangeForm id="yazdir-karar" legend="Yıl ve isteğe bağlı karar numaraları" path={PATH} fields={[["yil", "Yıl"], ["ilk", "İlk karar no"], ["son", "Son karar no"]]} values={query} errors={error?.fields ?? {}} />
      }
      actions={
        <a className="button button-secondary" href={apiUrl(apiBase, "/registers/decisions/disa-aktar", query)} download>
          CSV indir
        </a>
      }
    >
      <LoadState data={data} error={error} reload={reload}>
        {(loaded) => <DecisionPrintTable data={loaded} span={span} />}
      </LoadState>
    </PrintFrame>
  );
}
