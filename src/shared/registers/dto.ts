/**
 * What the registers' API (src/routes/admin/registers-api.ts) answers, for the admin app:
 *
 * GET  /api/registers/members?sayfa=&cikanlar=1     → MemberPageDto (identity numbers masked)
 * POST /api/registers/members  MemberEntryInput    → { id, registerNo }
 * GET  /api/registers/members/:id                  → MemberEntryDto (the full number; the view is audited)
 * POST /api/registers/members/:id/exit  MemberExit → { ok: true } (a decision number must name a decision in the book)
 * POST /api/registers/members/:id/account { email } → { ok: true } (links an active site account; audited)
 * GET  /api/registers/members/derbis?sayfa=         → DerbisPageDto (entries and exits not yet reported)
 * GET  /api/registers/members/derbis/disa-aktar     → CSV of the same, identity numbers in full (audited)
 * POST /api/registers/members/:id/bildirildi { event: "entry" | "exit" } → { ok: true } (once; audited)
 * GET  /api/registers/members/yazdir?yil=|ilk=&son=  → MemberPrintDto (full numbers; one audit line)
 * GET  /api/registers/members/disa-aktar?yil=|ilk=&son=&tam=0|1 → CSV for Turkish Excel (audited)
 * GET  /api/registers/decisions/yazdir?yil=&ilk=&son=        → DecisionPrintDto
 * GET  /api/registers/decisions/disa-aktar?yil=&ilk=&son=     → CSV of the decision book
 */

export type Gender = "female" | "male";
export type ExitKind = "resignation" | "expulsion" | "death" | "lapse";

/** A row of a list: the identity number masked (first 3 and last 2 digits). */
export interface MemberRowDto {
  id: number;
  registerNo: number;
  fullName: string;
  identityMasked: string;
  nationality: string;
  gender: Gender;
  acceptedOn: string;
  acceptanceDecisionNo: string;
  exitedOn: string | null;
  exitKind: ExitKind | null;
  exitDecisionNo: string | null;
}

export interface MemberPageDto {
  rows: MemberRowDto[];
  total: number;
  page: number;
  pageSize: number;
}

/** The columns of a person that the lists leave out: the book's and the entry's view show them. */
export interface MemberDetailsDto {
  motherName: string;
  fatherName: string | null;
  occupation: string | null;
  education: string | null;
  address: string | null;
  email: string | null;
  exitReason: string | null;
}

/** The whole entry, on its own view only. */
export interface MemberEntryDto extends MemberRowDto, MemberDetailsDto {
  identityKind: "tc" | "foreign";
  identityNumber: string;
  userId: number | null;
  /** The linked site account (the member's own entry on /hesabim). */
  account: { name: string; email: string } | null;
  acceptanceDecisionId: number | null;
  exitDecisionId: number | null;
  entryReportedAt: string | null;
  exitReportedAt: string | null;
}

/** An entry or an exit still to be reported to DERBİS, with its 45-day deadline. */
export interface DerbisRowDto {
  id: number;
  registerNo: number;
  fullName: string;
  event: "entry" | "exit";
  /** The day it happened, `YYYY-MM-DD`. */
  day: string;
  deadline: string;
  /** Negative once the deadline has passed. */
  daysLeft: number;
}

export interface DerbisPageDto {
  rows: DerbisRowDto[];
  total: number;
  page: number;
  pageSize: number;
}

/** A row of the printed register: every column of the book, the identity number in full. */
export interface MemberPrintRowDto extends Omit<MemberRowDto, "id" | "identityMasked">, MemberDetailsDto {
  identity: string;
}

export interface MemberPrintDto {
  /** "2026 yılı", "1–40 sıra numaraları". */
  title: string;
  rows: MemberPrintRowDto[];
  /** More entries matched than one print holds (PRINT_MAX_ROWS): print the rest as another range. */
  more: boolean;
}

/**
 * The decision book (Karar Defteri):
 *
 * GET  /api/registers/decisions?yil=2026                  → DecisionBookDto
 * POST /api/registers/meetings  { heldOn, attendeeIds, otherAttendees } → { id } (the board's quorum checked)
 * POST /api/registers/meetings/:id/decisions DecisionInput → { id, number: "2026/14" } (an expulsion also writes the entry's exit)
 * POST /api/registers/decisions/:id/correct { meetingId, subject, body, reason } → { id, number }
 */
export type DecisionKind = "general" | "acceptance" | "rejection" | "expulsion" | "resignation";

export interface DecisionDto {
  id: number;
  /** `2026/14` */
  number: string;
  decidedOn: string;
  kind: DecisionKind;
  subject: string;
  body: string;
  createdByName: string;
  /** The register entry an acceptance made or an expulsion ended, for the link to its view. */
  entry: { id: number; registerNo: number } | null;
  /** Whose membership application an acceptance or rejection answered (kept after a rejection removes the account). */
  applicantName: string | null;
  /** The decision this one corrects (strikes through), with the reason. */
  corrects: { id: number; number: string; reason: string } | null;
  /** Set when a later decision struck this one through: who, when, why. */
  correctedBy: { id: number; number: string; reason: string; byName: string; at: string } | null;
}

export interface MeetingDto {
  id: number;
  heldOn: string;
  attendees: string[];
  decisions: DecisionDto[];
}

/** A membership application awaiting the board (TMK 64: decided within 30 days). */
export interface ApplicationDto {
  id: number;
  name: string;
  email: string;
  appliedAt: string;
  /** The last day of the 30-day period, `YYYY-MM-DD`. */
  decideBy: string;
  daysWaiting: number;
  /** Waiting more than 20 days: highlighted, and mailed to the board once. */
  overdue: boolean;
}

export interface DecisionBookDto {
  year: number;
  meetings: MeetingDto[];
  board: { id: number; name: string }[];
  /** The board's full membership (the statute's seats, the assembly settings): a meeting needs more than half of it. */
  boardSeats: number;
  applications: ApplicationDto[];
  /** The register's current members, for an expulsion decision to name one. */
  members: { id: number; registerNo: number; fullName: string }[];
}

/** The decision book's printed part: the year's meetings holding decisions in the range. */
export interface DecisionPrintDto {
  year: number;
  meetings: MeetingDto[];
}
