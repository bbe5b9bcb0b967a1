/**
 * Assemblies held before the site, entered once (docs/assembly.md): the list, the result notice of
 * one still due, and the form that enters one. The legal calendar counts the next ordinary assembly
 * from the latest, and the setup checklist's "last assembly held" step is done by one.
 */
import { useState, type FormEvent } from "react";
import { PAST_ASSEMBLIES_ANCHOR, pastAssemblyInput, pastResultInput, type PastAssemblyDto } from "../../../../src/shared/assembly/past";
import { formRefusal, useApi } from "../../api";
import { ConfirmAction } from "../../confirm-action";
import { AdminTable, SelectField, TextField } from "../../ui";
import { ActionFeedback, useAction, type ActionState } from "../../use-action";
import { KIND_LABELS, showDay } from "./labels";

type Kind = PastAssemblyDto["kind"];

/** The schema's first message per field, so a mistake is told under its field without a round trip. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

function ResultFiled({ past, action, onSaved }: { past: PastAssemblyDto; action: ActionState; onSaved(): void }) {
  const { api } = useApi();
  const [day, setDay] = useState("");
  const [error, setError] = useState("");
  // The server's refusal is told under this row's field only when this row was the one sent.
  const [sent, setSent] = useState(false);
  const id = `past-result-${past.id}`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const checked = pastResultInput.safeParse({ resultFiledOn: day });
    setError(issuesOf(checked).resultFiledOn ?? "");
    if (!checked.success) return;
    void action.run(async () => (await api(`/assembly/past/${past.id}/result`, { method: "PUT", body: checked.data }), onSaved(), "Sonuç bildirimi kaydedildi."), { busyKey: past.id, refusal: formRefusal });
  };
  return (
    <form className="inline-form" onSubmit={save} noValidate>
      <TextField id={id} type="date" label="Sonuç bildiriminin verildiği gün" value={day} onChange={setDay} error={error || (sent ? action.fieldErrors.resultFiledOn : undefined)} />
      <button type="submit" className="button button-small" disabled={action.busy !== null}>
        Kaydet
      </button>
    </form>
  );
}

function PastList({ past, onSaved }: { past: PastAssemblyDto[]; onSaved(): void }) {
  const { api } = useApi();
  const action = useAction();
  if (past.length === 0) return <p className="meta">Henüz girilmedi.</p>;
  return (
    <>
      <ActionFeedback action={action} />
      <AdminTable label="Siteden önce yapılan genel kurullar" caption="Siteden önce yapılan genel kurullar, en yenisi üstte">
        <thead>
          <tr>
            <th scope="col">Toplantı</th>
            <th scope="col">Yapıldığı gün</th>
            <th scope="col">Sonuç bildirimi</th>
            <th scope="col">İşlem</th>
          </tr>
        </thead>
        <tbody>
          {past.map((item) => (
            <tr key={item.id}>
              <td>{KIND_LABELS[item.kind]} genel kurul</td>
              <td data-label="Yapıldığı gün">{showDay(item.heldOn)}</td>
              <td data-label="Sonuç bildirimi">{item.resultFiledOn ? `${showDay(item.resultFiledOn)} tarihinde verildi` : <ResultFiled past={item} action={action} onSaved={onSaved} />}</td>
              <td data-label="İşlem">
                <ConfirmAction
                  subject={`${KIND_LABELS[item.kind]} genel kurul, ${showDay(item.heldOn)}`}
                  question="Bu kayıt silinsin mi?"
                  onConfirm={() => action.run(async () => (await api(`/assembly/past/${item.id}`, { method: "DELETE" }), onSaved(), "Kayıt silindi."), { busyKey: item.id })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}

const EMPTY = { kind: "" as Kind | "", heldOn: "", resultFiledOn: "" };

function PastForm({ onSaved }: { onSaved(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = pastAssemblyInput.safeParse({ kind: draft.kind || undefined, heldOn: draft.heldOn, resultFiledOn: draft.resultFiledOn || null });
    setErrors(issuesOf(checked));
    if (!checked.success) return;
    void action.run(async () => (await api("/assembly/past", { method: "POST", body: checked.data }), setDraft(EMPTY), onSaved(), "Genel kurul kaydedildi."), { refusal: formRefusal });
  };
  const shown = { ...action.fieldErrors, ...errors };
  return (
    <form className="form" onSubmit={save} noValidate>
      <h3>Siteden önce yapılmış bir genel kurul girin</h3>
      <ActionFeedback action={action} />
      <SelectField id="past-kind" label="Türü" value={draft.kind} options={KIND_LABELS} onChange={(kind) => setDraft({ ...draft, kind })} error={shown.kind} required />
      <TextField id="past-held-on" type="date" label="Yapıldığı gün" value={draft.heldOn} onChange={(heldOn) => setDraft({ ...draft, heldOn })} error={shown.heldOn} required />
      <TextField
        id="past-result-filed-on"
        type="date"
        label="Sonuç bildiriminin verildiği gün"
        hint="Verilmediyse boş bırakın: yasal takvim 30 günlük süreyi hatırlatır."
        value={draft.resultFiledOn}
        onChange={(resultFiledOn) => setDraft({ ...draft, resultFiledOn })}
        error={shown.resultFiledOn}
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={action.busy !== null}>
          Genel kurulu kaydet
        </button>
      </div>
    </form>
  );
}

export function PastAssemblies({ past, onSaved }: { past: PastAssemblyDto[]; onSaved(): void }) {
  return (
    <section id={PAST_ASSEMBLIES_ANCHOR} aria-labelledby={`${PAST_ASSEMBLIES_ANCHOR}-title`}>
      <h2 id={`${PAST_ASSEMBLIES_ANCHOR}-title`}>Siteden önce yapılan genel kurullar</h2>
      <p className="meta">Derneğin son genel kurullarını bir kez girin: yasal takvim bir sonraki olağan genel kurulun son gününü en son olağan genel kuruldan, tüzükteki aralıkla sayar.</p>
      <PastList past={past} onSaved={onSaved} />
      <PastForm onSaved={onSaved} />
    </section>
  );
}
