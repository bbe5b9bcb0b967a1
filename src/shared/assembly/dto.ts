/** What the assembly screens receive from /api/assembly (docs/assembly.md). */
import type { NoticePlan } from "./notice";
import type { AssemblyMatter } from "./rules";
import type { AssemblySettings } from "./inputs";
import type { PastAssemblyDto } from "./past";

/** One line of the assemblies' list. */
export interface AssemblyListItemDto {
  id: number;
  slug: string;
  kind: "ordinary" | "extraordinary";
  /** Whether the agenda holds a bylaw change or dissolution: the list names it beside the kind and day. */
  matter: AssemblyMatter;
  firstOn: string;
  noticeSentAt: string | null;
  heldOn: string | null;
  resultFiledOn: string | null;
}

/** The list with the association's assembly settings beside it, and the assemblies held before the site. */
export interface AssemblyListDto {
  items: AssemblyListItemDto[];
  settings: AssemblySettings & { version: number };
  past: PastAssemblyDto[];
}

/** One assembly as its screens show it. */
export interface AssemblyDto extends NoticePlan {
  id: number;
  slug: string;
  title: string;
  matter: AssemblyMatter;
  noticeOn: string;
  agenda: string[];
  /** The text that goes out: the board's edit, or the one made from the plan. */
  noticeText: string;
  noticeEdited: boolean;
  noticeSentAt: string | null;
  leftOutBehind: boolean;
  heldMeeting: "first" | "second" | null;
  heldOn: string | null;
  resultBoard: string;
  resultAudit: string;
  resultFiledOn: string | null;
  /** The result notice's last day (30 days after the meeting held), once it was held. */
  resultDue: string | null;
  version: number;
}

/** One member of the list, with their mail and attendance once the list is frozen. */
export interface EntitledDto {
  registerId: number;
  registerNo: number;
  fullName: string;
  hasAddress: boolean;
  /** The notice mail's state: `sent` once the Email Service accepted it for delivery. */
  mailState: "queued" | "sending" | "sent" | "failed" | null;
  mailedAt: string | null;
  presentFirst: boolean;
  presentSecond: boolean;
}

/** A page of the list with its totals (SQL counts). */
export interface EntitledPageDto {
  frozen: boolean;
  leftOutBehind: boolean;
  items: EntitledDto[];
  page: number;
  pageCount: number;
  total: number;
  totals: { entitled: number; withoutAddress: number; mailed: number; presentFirst: number; presentSecond: number };
}

/** What sending the notice did. */
export interface NoticeSentDto {
  entitled: number;
  recipients: number;
  queued: number;
  withoutAddress: number;
}

/** One meeting's quorum, live: who is present, how many are needed and by which rule. */
export interface MeetingQuorumDto {
  present: number;
  needed: number;
  rule: string;
  reached: boolean;
  /** "42 kişi geldi; çoğunluk için 22 gerekli, …" (`quorumSentence`). */
  sentence: string;
}

/** Who marked a member present at the door, and when (so every phone sees the others' marks). */
export interface DoorMarkDto {
  by: string | null;
  at: string;
}

/** One line of the door screen: a member of the frozen list and their mark at the meeting shown. */
export interface DoorRowDto {
  registerNo: number;
  fullName: string;
  mark: DoorMarkDto | null;
}

/** The door screen in one answer (polled every few seconds): the quorum, a page of the list with its marks. */
export interface DoorDto {
  meeting: "first" | "second";
  quorum: QuorumDto;
  items: DoorRowDto[];
  page: number;
  pageCount: number;
  total: number;
}

/** Both meetings' quorum against the frozen list. */
export interface QuorumDto {
  entitled: number;
  first: MeetingQuorumDto;
  second: MeetingQuorumDto;
}
