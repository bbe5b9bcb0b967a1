/**
 * The minutes' first draft (toplantı tutanağı), made from the plan and the attendance when the
 * meeting is recorded as held; the board then edits it in the rich-text editor and prints it.
 */
import { doc, h, ol, p } from "../richtext/build";
import type { RichTextDocument } from "../richtext/schema";
import { assemblyTitle, dayText, type NoticePlan } from "./notice";

/**
 * The draft: where and when, who was there against the quorum, the agenda as headings to fill in. The
 * signatures are not text to edit: the printed minutes end with room for them (`MINUTES_SIGNERS`).
 */
export function draftMinutes(plan: NoticePlan, held: { meeting: "first" | "second"; entitled: number; present: number; needed: number }, associationName: string): RichTextDocument {
  const [day, time, place] = held.meeting === "first" ? [plan.firstOn, plan.firstTime, plan.firstPlace] : [plan.secondOn, plan.secondTime, plan.secondPlace];
  return doc(
    p(`${associationName} ${assemblyTitle(plan)} ${dayText(day)} günü saat ${time} itibarıyla ${place} adresinde ${held.meeting === "first" ? "ilk" : "ikinci"} toplantı olarak yapılmıştır.`),
    p(`Hazirun listesine göre toplantıya katılma hakkı olan ${held.entitled} üyeden ${held.present} üye katılmış; toplantı yeter sayısı (${held.needed}) sağlanmıştır.`),
    h(2, "Gündem"),
    ol(...plan.agenda),
    ...plan.agenda.flatMap((item, index) => [h(3, `${index + 1}. ${item}`), p("Görüşmeler ve alınan karar buraya yazılacaktır.")]),
  );
}

/** Who signs the minutes, in the order their places stand at the foot of the printed page: the chair (divan) and its two clerks. */
export const MINUTES_SIGNERS = ["Divan Başkanı", "Katip Üye", "Katip Üye"] as const;
