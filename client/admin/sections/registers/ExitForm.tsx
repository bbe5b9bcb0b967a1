/** Records an exit on a current entry: resignation, expulsion by decision (with its reason), death, lapse. */
import { useState } from "react";
import type { ExitKind, MemberEntryDto } from "../../../../src/shared/registers/dto";
import { MEMBER_ENTRY_LABELS as LABELS } from "../../../../src/shared/registers/member-entry";
import { formRefusal, useApi } from "../../api";
import { SelectField, TextAreaField, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { EXIT_KIND_NAMES } from "./labels";
import { RegisterForm } from "./RegisterForm";

export function ExitForm({ entry, onDone }: { entry: MemberEntryDto; onDone(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [form, setForm] = useState({ exitKind: "" as ExitKind | "", exitedOn: "", exitDecisionNo: "", exitReason: "" });
  const set = (key: keyof typeof form) => (value: string) => setForm((previous) => ({ ...previous, [key]: value }));
  const save = () =>
    action.run(
      async () => {
        await api(`/registers/members/${entry.registerNo}/exit`, { method: "POST", body: form });
        onDone();
        return "Çıkış deftere işlendi.";
      },
      { refusal: formRefusal },
    );
  return (
    <RegisterForm onSave={save} submitLabel="Çıkışı işle" busyLabel="İşleniyor…" busy={action.busy !== null}>
      <h2>Üyelikten çıkışı işle</h2>
      <p className="meta">Kayıt silinmez: çıkış tarihi, şekli ve kararıyla defterde kalır. İstifa yazıyla ya da e-Devlet üzerinden gelmiş olabilir.</p>
      <ActionFeedback action={action} />
      <SelectField id="cikis-exitKind" label={LABELS.exitKind} value={form.exitKind} options={EXIT_KIND_NAMES} onChange={set("exitKind")} error={action.fieldErrors.exitKind} required />
      <TextField id="cikis-exitedOn" type="date" label={LABELS.exitedOn} value={form.exitedOn} onChange={set("exitedOn")} error={action.fieldErrors.exitedOn} required />
      <TextField
        id="cikis-exitDecisionNo"
        label={LABELS.exitDecisionNo}
        value={form.exitDecisionNo}
        onChange={set("exitDecisionNo")}
        error={action.fieldErrors.exitDecisionNo}
        required={form.exitKind === "expulsion"}
        hint="Çıkarmada zorunlu; ör. 2026/14 (çıkış tarihiyle aynı yıl). Karar, karar defterinde kayıtlı olmalı; çıkarmayı karar defterinde “Üyelikten çıkarma” kararıyla da işleyebilirsiniz."
      />
      <TextAreaField id="cikis-exitReason" label={LABELS.exitReason} value={form.exitReason} onChange={set("exitReason")} error={action.fieldErrors.exitReason} required={form.exitKind === "expulsion"} />
    </RegisterForm>
  );
}
