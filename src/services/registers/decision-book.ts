/** The decision book's rows as the admin app reads them: meetings with their attendees and decisions, corrections joined both ways. */
import type { decisionBook } from "../../db/decisions";
import type { DecisionBookDto, DecisionDto } from "../../shared/registers/dto";

type Book = Awaited<ReturnType<typeof decisionBook>>;
type Row = Book["decisions"][number];

const numberOf = (row: { year: number; number: number }) => `${row.year}/${row.number}`;

/** Meetings of the year, each with its attendees' names and its decisions in number order. */
export function toBookDto(year: number, book: Book): Pick<DecisionBookDto, "year" | "meetings"> {
  const byId = new Map<number, Row>([...book.decisions, ...book.correctors].map((row) => [row.id, row]));
  const correctorOf = new Map<number, Row>([...book.decisions, ...book.correctors].filter((row) => row.correctsId !== null).map((row) => [row.correctsId!, row]));
  const entryOf = (row: Row) => book.entries.find((entry) => (row.kind === "expulsion" ? entry.exitDecisionId : entry.acceptanceDecisionId) === row.id);
  const dto = (row: Row): DecisionDto => {
    const entry = row.kind === "acceptance" || row.kind === "expulsion" ? entryOf(row) : undefined;
    const struck = row.correctsId !== null ? byId.get(row.correctsId) : undefined;
    const corrector = correctorOf.get(row.id);
    return {
      id: row.id,
      number: numberOf(row),
      decidedOn: row.decidedOn,
      kind: row.kind,
      subject: row.subject,
      body: row.body,
      createdByName: row.createdByName,
      entry: entry ? { id: entry.id, registerNo: entry.registerNo } : null,
      applicantName: row.applicantName,
      corrects: row.correctsId !== null ? { id: row.correctsId, number: struck ? numberOf(struck) : "", reason: row.correctionReason ?? "" } : null,
      correctedBy: corrector ? { id: corrector.id, number: numberOf(corrector), reason: corrector.correctionReason ?? "", byName: corrector.createdByName, at: corrector.createdAt.toISOString() } : null,
    };
  };
  return {
    year,
    meetings: book.meetings.map((meeting) => ({
      id: meeting.id,
      heldOn: meeting.heldOn,
      attendees: book.attendees.filter((attendee) => attendee.meetingId === meeting.id).map((attendee) => attendee.name),
      decisions: book.decisions.filter((row) => row.meetingId === meeting.id).map(dto),
    })),
  };
}
