/**
 * What the registers' API (src/routes/admin/registers-api.ts) answers, for the admin app:
 *
 * GET  /api/registers/members?sayfa=&cikanlar=1     → MemberPageDto (identity numbers masked)
 * POST /api/registers/members  MemberEntryInput    → { id, registerNo }
 * GET  /api/registers/members/:id                  → MemberEntryDto (the full number; the view is audited)
 * POST /api/registers/members/:id/exit  MemberExit → { ok: true }
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

/** The whole entry, on its own view only. */
export interface MemberEntryDto extends MemberRowDto {
  identityKind: "tc" | "foreign";
  identityNumber: string;
  motherName: string;
  fatherName: string | null;
  occupation: string | null;
  education: string | null;
  address: string | null;
  email: string | null;
  userId: number | null;
  exitReason: string | null;
  acceptanceDecisionId: number | null;
  exitDecisionId: number | null;
  entryReportedAt: string | null;
  exitReportedAt: string | null;
}
