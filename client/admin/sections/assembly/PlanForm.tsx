/** A general assembly's plan (docs/assembly.md): both meetings, the agenda in order, the notice day; the law's dates checked as typed. */
import { useState, type FormEvent } from "react";
import { agendaForKind, defaultAgenda } from "../../../../src/shared/assembly/agenda";
import type { AssemblyDto } from "../../../../src/shared/assembly/dto";
import { planInput } from "../../../../src/shared/assembly/inputs";
import { formRefusal, useApi } from "../../api";
import { useRouter } from "../../router";
import { assemblyHref } from "../../routes";
import { SelectField, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { AgendaField } from "./AgendaField";
import { KIND_LABELS, MATTER_LABELS, RULE_LABELS } from "./labels";

type Draft = Pick<AssemblyDto, "kind" | "matter" | "firstOn" | "firstTime" | "firstPlace" | "secondOn" | "secondTime" | "secondPlace" | "noticeOn" | "agenda" | "version">;

const EMPTY: Draft = { kind: "ordinary", matter: "regular", firstOn: "", firstTime: "14:00", firstPlace: "", secondOn: "", secondTime: "14:00", secondPlace: "", noticeOn: "", agenda: defaultAgenda("ordinary"), version: 0 };

/** The zod schema's first message per field, so the form refuses what the server would. */
function problemsOf(draft: Draft): Record<string, string> {
  const checked = planInput.safeParse(draft);
  const problems: Record<string, string> = {};
  if (!checked.success) for (const issue of checked.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

export function PlanForm({ assembly, onSaved }: { assembly: AssemblyDto | null; onSaved?(): void }) {
  const { api } = useApi();
  const { navigate } = useRouter();
  const action = useAction();
  const [draft, setDraft] = useState<Draft>(assembly ?? EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const locked = assembly?.noticeSentAt != null;
  const set = (field: keyof Draft) => (value: string) => setDraft({ ...draft, [field]: value });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft);
    setProblems(found);
    if (Object.keys(found).length) return;
    void action.run(async () => {
      if (!assembly) {
        const created = await api<{ id: number }>("/assembly", { method: "POST", body: draft });
        navigate(assemblyHref(created.id));
        return;
      }
      const saved = await api<{ version: number }>(`/assembly/${assembly.id}`, { method: "PUT", body: draft });
      setDraft({ ...draft, version: saved.version });
      onSaved?.();
      return "Plan kaydedildi.";
    }, { refusal: formRefusal });
  };
  const shown = { ...action.fieldErrors, ...problems };
  const field = (id: keyof Draft, label: string, type: "text" | "date" = "text") => (
    <TextField id={`assembly-${id}`} type={type} label={label} value={String(draft[id])} onChange={set(id)} error={shown[id]} disabled={locked} required />
  );
  return (
    <form className="form assembly-plan" onSubmit={save} noValidate>
      <ActionFeedback action={action} />
      {locked ? <p className="notice">Çağrı gönderildi; plan ve gündem duyurulduğu gibi kalır.</p> : null}
      <SelectField id="assembly-kind" label="Genel kurulun türü" value={draft.kind} options={KIND_LABELS} onChange={(kind) => setDraft({ ...draft, kind, agenda: agendaForKind(draft.agenda, kind) })} error={shown.kind} disabled={locked} required />
      <SelectField id="assembly-matter" label="Gündemde tüzük değişikliği ya da fesih var mı?" value={draft.matter} options={MATTER_LABELS} onChange={(matter) => setDraft({ ...draft, matter })} error={shown.matter} disabled={locked} required hint="Tüzük değişikliği ve fesih için ilk toplantıda üyelerin üçte ikisi gerekir." />
      <fieldset className="assembly-meeting">
        <legend>İlk toplantı</legend>
        {field("firstOn", "Gün", "date")}
        {field("firstTime", "Saat (SS:DD)")}
        {field("firstPlace", "Yer")}
      </fieldset>
      <fieldset className="assembly-meeting">
        <legend>Çoğunluk sağlanamazsa ikinci toplantı</legend>
        {field("secondOn", RULE_LABELS.secondOn, "date")}
        {field("secondTime", "Saat (SS:DD)")}
        {field("secondPlace", "Yer")}
      </fieldset>
      {field("noticeOn", RULE_LABELS.noticeOn, "date")}
      <AgendaField items={draft.agenda} onChange={(agenda) => setDraft({ ...draft, agenda })} error={shown.agenda} disabled={locked} />
      {locked ? null : (
        <div className="button-row">
          <button type="submit" className="button" disabled={action.busy !== null}>
            {assembly ? "Planı kaydet" : "Genel kurulu planla"}
          </button>
        </div>
      )}
    </form>
  );
}
