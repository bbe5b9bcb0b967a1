/**
 * One meeting as the book shows it: date, attendees, decisions in number order. A corrected decision
 * stays legible, struck through, with who corrected it, when and why; a correction says what it corrects.
 */
import { memberEntryPath } from "../../../../src/shared/paths";
import type { ApplicationDto, DecisionBookDto, DecisionDto, MeetingDto } from "../../../../src/shared/registers/dto";
import { Link } from "../../router";
import { showDateTime } from "../../time";
import { CorrectionForm } from "./CorrectionForm";
import { DecisionForm } from "./DecisionForm";
import { showDay } from "./labels";

const KIND_NAMES: Record<DecisionDto["kind"], string> = {
  general: "Karar",
  acceptance: "Üyeliğe kabul",
  rejection: "Üyelik başvurusunun reddi",
  expulsion: "Üyelikten çıkarma",
  resignation: "İstifanın kaydı",
};

function Decision({ decision, meetings, onDone }: { decision: DecisionDto; meetings: MeetingDto[]; onDone(): void }) {
  const struck = decision.correctedBy;
  const text = (
    <>
      <h4>
        Karar {decision.number}: {decision.subject} <span className="meta">({KIND_NAMES[decision.kind]})</span>
      </h4>
      <p className="register-decision-body">{decision.body}</p>
    </>
  );
  const who = decision.applicantName ? <p className="meta">Başvuran: {decision.applicantName}</p> : null;
  return (
    <li id={`karar-${decision.id}`} className={struck ? "register-decision is-struck" : "register-decision"}>
      {struck ? <del>{text}</del> : text}
      {who}
      {decision.entry ? (
        <p className="meta">
          Üye kayıt defteri: <Link href={memberEntryPath(decision.entry.registerNo)}>{decision.entry.registerNo} sıra numaralı kayıt</Link>
        </p>
      ) : null}
      {decision.corrects ? (
        <p className="meta">
          {decision.corrects.number} sayılı kararı düzeltir. Neden: {decision.corrects.reason}
        </p>
      ) : null}
      {struck ? (
        <p className="register-struck-note">
          Bu karar {struck.number} sayılı kararla düzeltildi ({struck.byName}, {showDateTime(struck.at)}). Neden: {struck.reason}
        </p>
      ) : (
        <CorrectionForm decision={decision} meetings={meetings} onDone={onDone} />
      )}
      <p className="meta">Kaydeden: {decision.createdByName}</p>
    </li>
  );
}

export function MeetingCard({ meeting, meetings, applications, members, onDone }: { meeting: MeetingDto; meetings: MeetingDto[]; applications: ApplicationDto[]; members: DecisionBookDto["members"]; onDone(): void }) {
  return (
    <article className="card register-meeting">
      <h3>Toplantı: {showDay(meeting.heldOn)}</h3>
      <p>
        <strong>Toplantıya katılan üyeler:</strong> {meeting.attendees.join(", ") || "—"}
      </p>
      <ol className="register-decisions">
        {meeting.decisions.map((decision) => (
          <Decision key={decision.id} decision={decision} meetings={meetings} onDone={onDone} />
        ))}
      </ol>
      <DecisionForm meetingId={meeting.id} applications={applications} members={members} onDone={onDone} />
    </article>
  );
}
