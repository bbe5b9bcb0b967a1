/**
 * The general assembly's legal numbers, in one place (docs/assembly.md names each with its source).
 * Pure, so the admin's forms and the server's handlers refuse the same plans with the same words.
 *
 * Sources, checked in November 2026 against the texts as reproduced by the Ministry's associations
 * offices and in its circular 2005/47:
 * - Türk Medeni Kanunu (4721) art. 77: the board calls the assembly "en az onbeş gün önceden", with
 *   the day, time, place and agenda; Dernekler Yönetmeliği art. 14 repeats it (newspaper, written
 *   notice, e-mail) and requires the notice to name the second meeting's day, time and place.
 * - Dernekler Yönetmeliği art. 14: "İlk toplantı ile ikinci toplantı arasındaki süre yedi günden az,
 *   altmış günden fazla olamaz."
 * - TMK art. 78: the assembly meets with an absolute majority of the members entitled to attend, two
 *   thirds for a bylaw change or dissolution; at a second meeting (after the first lacked a quorum)
 *   no majority is required, but those present may not be fewer than twice the seats of the board
 *   and the audit committee together.
 * - TMK art. 74/2: an ordinary assembly at least once every three years ("Olağan genel kurul
 *   toplantılarının en geç üç yılda bir yapılması zorunludur"; bylaws may set it shorter).
 * - Dernekler Kanunu art. 23/1 (as changed by law 7226) and the regulation's form EK-3: the result
 *   notice, with the names of the bodies elected, "genel kurulu izleyen otuz gün içinde".
 * The last two are the legal calendar's too: they and the day arithmetic live in ../legal-deadlines.ts.
 */
import { ASSEMBLY_MAX_YEARS, ASSEMBLY_RESULT_DAYS, assemblyResultDue, daysBetween, nextAssemblyDue } from "../legal-deadlines";

export { addDays, addYears, daysBetween } from "../legal-deadlines";

/** Days between the notice and the first meeting, at least (TMK 77, DY 14). */
export const NOTICE_DAYS_BEFORE = 15;
/** Days between the first and the second meeting: at least … (DY 14). */
export const SECOND_MEETING_MIN_DAYS = 7;
/** … and at most (DY 14). */
export const SECOND_MEETING_MAX_DAYS = 60;
/** Years between ordinary assemblies, at most (TMK 74); the bylaws may set fewer. */
export const ORDINARY_EVERY_YEARS = ASSEMBLY_MAX_YEARS;
/** Days after the assembly within which the result notice is filed (Dernekler Kanunu art. 23). */
export const RESULT_NOTICE_DAYS = ASSEMBLY_RESULT_DAYS;

/** Matters that need two thirds of the entitled members at the first meeting (TMK 78). */
export const ASSEMBLY_MATTERS = ["regular", "bylaws", "dissolution"] as const;
export type AssemblyMatter = (typeof ASSEMBLY_MATTERS)[number];

/** The refusals a plan's dates can earn, each naming its rule. */
export const DATE_RULES = {
  secondTooSoon: `İkinci toplantı, ilk toplantıdan en az ${SECOND_MEETING_MIN_DAYS} gün sonra olmalı (Dernekler Yönetmeliği md. 14).`,
  secondTooLate: `İkinci toplantı, ilk toplantıdan en fazla ${SECOND_MEETING_MAX_DAYS} gün sonra olabilir (Dernekler Yönetmeliği md. 14).`,
  noticeTooLate: `Çağrı, ilk toplantıdan en az ${NOTICE_DAYS_BEFORE} gün önce yapılmalı (Türk Medeni Kanunu md. 77).`,
  firstTooSoon: `İlk toplantı bugünden en az ${NOTICE_DAYS_BEFORE} gün sonra olmalı: üyeler en az ${NOTICE_DAYS_BEFORE} gün önceden çağrılır (Türk Medeni Kanunu md. 77).`,
} as const;

type PlanDateField = "firstOn" | "secondOn" | "noticeOn";

/**
 * What is wrong with a plan's dates, by field (empty when nothing is), counted from `today` in
 * Istanbul: a plan whose first meeting is less than the notice period away can no longer be called
 * lawfully (a plan in the past neither).
 */
export function dateProblems(plan: { firstOn: string; secondOn: string; noticeOn: string }, today: string): Partial<Record<PlanDateField, string>> {
  const problems: Partial<Record<PlanDateField, string>> = {};
  if (daysBetween(today, plan.firstOn) < NOTICE_DAYS_BEFORE) problems.firstOn = DATE_RULES.firstTooSoon;
  const gap = daysBetween(plan.firstOn, plan.secondOn);
  if (gap < SECOND_MEETING_MIN_DAYS) problems.secondOn = DATE_RULES.secondTooSoon;
  else if (gap > SECOND_MEETING_MAX_DAYS) problems.secondOn = DATE_RULES.secondTooLate;
  if (daysBetween(plan.noticeOn, plan.firstOn) < NOTICE_DAYS_BEFORE) problems.noticeOn = DATE_RULES.noticeTooLate;
  return problems;
}

/** The quorum a meeting needs, and why (TMK 78). */
export interface Quorum {
  needed: number;
  rule: string;
  /** What the number is for, as a person says it: "çoğunluk", "üçte iki çoğunluk", "yeter sayı". */
  threshold: string;
}

/**
 * The door's count as it is said in the hall: "42 kişi geldi; çoğunluk için 22 gerekli" (with what
 * is still missing, or that the quorum is reached).
 */
export function quorumSentence(present: number, quorum: Pick<Quorum, "needed" | "threshold">): string {
  const said = `${present} kişi geldi; ${quorum.threshold} için ${quorum.needed} gerekli`;
  return present >= quorum.needed ? `${said}. Toplantı yeter sayısı sağlandı.` : `${said}, ${quorum.needed - present} kişi eksik.`;
}

/**
 * The members a meeting needs present: at the first, more than half of the entitled (two thirds for
 * a bylaw change or dissolution); at the second, twice the board and audit committee seats.
 */
export function quorumOf(meeting: "first" | "second", entitled: number, matter: AssemblyMatter, seats: { board: number; audit: number }): Quorum {
  if (meeting === "second") {
    return { needed: 2 * (seats.board + seats.audit), threshold: "yeter sayı", rule: `İkinci toplantıda çoğunluk aranmaz; ancak katılan üye sayısı yönetim ve denetim kurulu üye tam sayısının iki katından (${seats.board} + ${seats.audit} asıl üye) az olamaz (TMK md. 78).` };
  }
  if (matter === "regular") return { needed: Math.floor(entitled / 2) + 1, threshold: "çoğunluk", rule: "İlk toplantıda katılma hakkı olan üyelerin salt çoğunluğu gerekir (TMK md. 78)." };
  return { needed: Math.ceil((entitled * 2) / 3), threshold: "üçte iki çoğunluk", rule: "Tüzük değişikliği ve fesih için ilk toplantıda katılma hakkı olan üyelerin üçte ikisi gerekir (TMK md. 78)." };
}

/** The result notice's due day for an assembly held on `heldOn`. */
export const resultNoticeDue = assemblyResultDue;

/** The next ordinary assembly's latest day after the one held on `lastHeldOn` (`everyYears` from the bylaws, at most three). */
export const nextOrdinaryDue = nextAssemblyDue;
