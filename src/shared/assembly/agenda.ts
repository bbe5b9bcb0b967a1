/**
 * The agenda a new plan starts with (docs/assembly.md), the board edits it freely. An ordinary
 * assembly's usual items, in the order Turkish associations hold them: the opening and the chair
 * (divan), the board's activity report and the audit committee's report, the discharge of both
 * (ibra), the estimated budget, the elections, the wishes (docs/assembly.md names the source). An
 * extraordinary assembly meets for the matter it was called for: the board writes it in.
 */
type AssemblyKind = "ordinary" | "extraordinary";

export const ORDINARY_AGENDA: readonly string[] = [
  "Açılış, yoklama ve divan kurulunun seçimi",
  "Yönetim kurulu faaliyet raporunun okunması ve görüşülmesi",
  "Denetim kurulu raporunun okunması ve görüşülmesi",
  "Yönetim ve denetim kurullarının ibrası",
  "Tahmini bütçenin görüşülmesi ve onaylanması",
  "Yönetim ve denetim kurulu asıl ve yedek üyelerinin seçimi",
  "Dilek ve temenniler, kapanış",
];

export const EXTRAORDINARY_AGENDA: readonly string[] = ["Açılış, yoklama ve divan kurulunun seçimi", "Dilek ve temenniler, kapanış"];

/** The agenda a plan of `kind` starts with. */
export const defaultAgenda = (kind: AssemblyKind): string[] => [...(kind === "ordinary" ? ORDINARY_AGENDA : EXTRAORDINARY_AGENDA)];

/** The agenda after the kind changes: the other kind's default while the board has not edited it, else theirs. */
export function agendaForKind(agenda: readonly string[], kind: AssemblyKind): string[] {
  const untouched = [ORDINARY_AGENDA, EXTRAORDINARY_AGENDA].some((standard) => standard.length === agenda.length && standard.every((item, index) => item === agenda[index]));
  return untouched ? defaultAgenda(kind) : [...agenda];
}
