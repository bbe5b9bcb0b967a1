/** What the assembly screens receive from /api/assembly (docs/assembly.md). */
import type { AssemblyMatter } from "./rules";
import type { AssemblySettings } from "./inputs";

/** One line of the assemblies' list. */
export interface AssemblyListItemDto {
  id: number;
  slug: string;
  kind: "ordinary" | "extraordinary";
  firstOn: string;
  noticeSentAt: string | null;
  heldOn: string | null;
  resultFiledOn: string | null;
}

/** The list with the association's assembly settings beside it. */
export interface AssemblyListDto {
  items: AssemblyListItemDto[];
  settings: AssemblySettings & { version: number };
}

/** One assembly as its screens show it. */
export interface AssemblyDto {
  id: number;
  slug: string;
  title: string;
  kind: "ordinary" | "extraordinary";
  matter: AssemblyMatter;
  firstOn: string;
  firstTime: string;
  firstPlace: string;
  secondOn: string;
  secondTime: string;
  secondPlace: string;
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
  version: number;
}
