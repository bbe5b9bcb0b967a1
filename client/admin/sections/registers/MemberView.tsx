/**
 * One entry of the member register, in full: the only place the whole identity number shows (the
 * server writes every such view to the audit log). An exit is recorded here.
 */
import type { ReactNode } from "react";
import type { MemberEntryDto } from "../../../../src/shared/registers/dto";
import { MEMBER_ENTRY_LABELS as LABELS } from "../../../../src/shared/registers/member-entry";
import { useLoad } from "../../hooks";
import { Link } from "../../router";
import { ADMIN_ROOT, DECISIONS_SEGMENT, MEMBERS_SEGMENT } from "../../routes";
import { AccountLink } from "./AccountLink";
import { LoadState, SectionHeader } from "../../ui";
import { ExitForm } from "./ExitForm";
import { EXIT_KIND_NAMES, GENDER_NAMES, LEGAL_NOTE, showDay } from "./labels";

/** A decision number, linked to its place in the decision book when the decision is there. */
function DecisionRef({ number, id }: { number: string; id: number | null }) {
  if (!number) return <>karar numarası yazılmamış</>;
  if (id === null) return <>karar {number}</>;
  return <Link href={`${ADMIN_ROOT}/${DECISIONS_SEGMENT}?yil=${number.slice(0, 4)}#karar-${id}`}>karar {number}</Link>;
}

function Facts({ entry }: { entry: MemberEntryDto }) {
  const rows: [string, ReactNode][] = [
    [LABELS.registerNo, String(entry.registerNo)],
    [LABELS.fullName, entry.fullName],
    [entry.identityKind === "tc" ? LABELS.identityNumber : "Vatandaşlık numarası", entry.identityNumber],
    [LABELS.nationality, entry.nationality],
    [LABELS.motherName, entry.motherName],
    [LABELS.fatherName, entry.fatherName ?? "—"],
    [LABELS.gender, GENDER_NAMES[entry.gender]],
    [LABELS.occupation, entry.occupation ?? "—"],
    [LABELS.education, entry.education ?? "—"],
    [LABELS.address, entry.address ?? "—"],
    [LABELS.email, entry.email ?? "—"],
    [LABELS.acceptedOn, <>{showDay(entry.acceptedOn)}, <DecisionRef number={entry.acceptanceDecisionNo} id={entry.acceptanceDecisionId} /></>],
    [LABELS.exitedOn, entry.exitedOn ? <>{showDay(entry.exitedOn)}{entry.exitDecisionNo ? <>, <DecisionRef number={entry.exitDecisionNo} id={entry.exitDecisionId} /></> : null}</> : "—"],
    [LABELS.exitKind, entry.exitKind ? EXIT_KIND_NAMES[entry.exitKind] : "—"],
    [LABELS.exitReason, entry.exitReason ?? "—"],
  ];
  return (
    <dl className="register-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MemberView({ registerNo }: { registerNo: number }) {
  const { data, error, reload } = useLoad<MemberEntryDto>(`/registers/members/${registerNo}`);
  return (
    <section className="admin-section">
      <SectionHeader title={data ? `${data.registerNo}. kayıt: ${data.fullName}` : "Üye kaydı"} lead={LEGAL_NOTE}>
        <Link href={`${ADMIN_ROOT}/${MEMBERS_SEGMENT}`}>Deftere dön</Link>
      </SectionHeader>
      <LoadState data={data} error={error} reload={reload}>
        {(entry) => (
          <>
            <p className="meta">Bu sayfayı açmanız, kimlik numarasının tamamı görüntülendiği için denetim kaydına yazıldı.</p>
            <Facts entry={entry} />
            <AccountLink entry={entry} onDone={reload} />
            {entry.exitedOn ? null : <ExitForm entry={entry} onDone={reload} />}
          </>
        )}
      </LoadState>
    </section>
  );
}
