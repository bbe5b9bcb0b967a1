/**
 * The notice's text made from the plan (TMK 77, DY 14: the day, time, place and agenda of both
 * meetings), which the board may edit before sending. Pure: the admin's form shows the same text.
 */
import { formatDay } from "../i18n/dates";

/** What the text is made from. */
export interface NoticePlan {
  kind: "ordinary" | "extraordinary";
  firstOn: string;
  firstTime: string;
  firstPlace: string;
  secondOn: string;
  secondTime: string;
  secondPlace: string;
  agenda: readonly string[];
}

/** "12 Mart 2027 Cuma" from "2027-03-12" (noon UTC is the same day in Istanbul). */
export const dayText = (day: string) => formatDay(new Date(`${day}T12:00:00Z`));

/** The assembly's name as the notice and the public page call it. */
export const assemblyTitle = (plan: { kind: NoticePlan["kind"]; firstOn: string }) =>
  `${plan.firstOn.slice(0, 4)} ${plan.kind === "ordinary" ? "Olağan" : "Olağanüstü"} Genel Kurul Toplantısı`;

/** The notice's text, signed by the board in the association's name. */
export function noticeFromPlan(plan: NoticePlan, associationName: string): string {
  const kind = plan.kind === "ordinary" ? "olağan" : "olağanüstü";
  const when = (day: string, time: string, place: string) => [`Tarih: ${dayText(day)}`, `Saat: ${time}`, `Yer: ${place}`];
  return [
    `${associationName} ${kind} genel kurul toplantısı aşağıdaki gündemle yapılacaktır.`,
    ...when(plan.firstOn, plan.firstTime, plan.firstPlace),
    "",
    "Çoğunluk sağlanamazsa ikinci toplantı aynı gündemle şu gün ve yerde yapılacaktır:",
    ...when(plan.secondOn, plan.secondTime, plan.secondPlace),
    "",
    "Gündem:",
    ...plan.agenda.map((item, index) => `${index + 1}. ${item}`),
    "",
    "Üyelerimize saygıyla duyurulur.",
    "Yönetim Kurulu",
  ].join("\n");
}

/**
 * What the plan announces that an edited notice text no longer says: each meeting's day, time and
 * place and each agenda item, by the words the form uses. The board may reword the text freely, but
 * the mail goes out with the text while the public page shows the plan: a plan changed after the
 * text was edited leaves its old days or agenda in the text, and the screen says so before sending.
 */
export function planMissingFrom(text: string, plan: NoticePlan): string[] {
  const folded = (value: string) => value.toLocaleLowerCase("tr").replace(/\s+/g, " ").trim();
  const said = folded(text);
  const facts: [string, string][] = [
    ["ilk toplantının günü", dayText(plan.firstOn)],
    ["ilk toplantının saati", plan.firstTime],
    ["ilk toplantının yeri", plan.firstPlace],
    ["ikinci toplantının günü", dayText(plan.secondOn)],
    ["ikinci toplantının saati", plan.secondTime],
    ["ikinci toplantının yeri", plan.secondPlace],
    ...plan.agenda.map((item, index): [string, string] => [`gündemin ${index + 1}. maddesi`, item]),
  ];
  // The same place or time twice is said once: a fact is missing only when its words are nowhere.
  return facts.filter(([, words]) => !said.includes(folded(words))).map(([name]) => name);
}

/**
 * Why a notice whose text lacks some of the plan's facts is not sent: the law asks the call to say
 * the day, time, place and agenda (TMK art. 77) and the second meeting's day, time and place
 * (Dernekler Yönetmeliği art. 14).
 */
export const noticeIncompleteMessage = (missing: readonly string[]): string =>
  `Çağrı gönderilmedi: metinde ${missing.join(", ")} yok. Çağrı toplantının gününü, saatini, yerini ve gündemini (Türk Medeni Kanunu md. 77), çoğunluk sağlanamazsa yapılacak ikinci toplantının gününü, saatini ve yerini (Dernekler Yönetmeliği md. 14) söylemeli. Metni düzeltin ya da boşaltıp kaydederek plandan yeniden hazırlatın.`;
