/**
 * A decision added to a meeting: an ordinary one, or the answer to a membership application. An
 * acceptance asks for the register's required columns; the server writes the entry with the decision.
 */
import { useState } from "react";
import type { ApplicationDto, DecisionBookDto } from "../../../../src/shared/registers/dto";
import { MEMBER_ENTRY_LABELS as LABELS } from "../../../../src/shared/registers/member-entry";
import { formRefusal, useApi } from "../../api";
import { useRouter } from "../../router";
import { SelectField, TextAreaField, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { GENDER_NAMES } from "./labels";

type Kind = "general" | "acceptance" | "rejection" | "expulsion";
const KINDS: Record<Kind, string> = { general: "Genel karar", acceptance: "Üyelik başvurusunun kabulü", rejection: "Üyelik başvurusunun reddi", expulsion: "Üyelikten çıkarma" };
const EMPTY = { kind: "general" as Kind, applicantId: "", registerId: "", reason: "", subject: "", body: "", fullName: "", identityNumber: "", nationality: "T.C.", motherName: "", gender: "" as "" | "female" | "male" };

/** The member an expulsion names, and its reason (written into the entry's exit with the decision). */
function ExpulsionFields({ prefix, form, set, members, errors }: { prefix: string; form: typeof EMPTY; set(key: keyof typeof EMPTY): (value: string) => void; members: DecisionBookDto["members"]; errors: Record<string, string> }) {
  return (
    <>
      <SelectField
        id={`${prefix}-uye`}
        label="Üyelikten çıkarılan üye"
        value={form.registerId}
        options={Object.fromEntries(members.map((member) => [String(member.id), `${member.registerNo}. ${member.fullName}`]))}
        onChange={set("registerId")}
        error={errors.registerId}
        required
      />
      <TextAreaField id={`${prefix}-neden`} label="Çıkarmanın nedeni (üye kaydına yazılır)" value={form.reason} onChange={set("reason")} error={errors.reason} required rows={2} />
    </>
  );
}

export function DecisionForm({ meetingId, applications, members, onDone }: { meetingId: number; applications: ApplicationDto[]; members: DecisionBookDto["members"]; onDone(): void }) {
  const { api } = useApi();
  const { navigate, path } = useRouter();
  const action = useAction();
  const [form, setForm] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((previous) => ({ ...previous, [key]: value }));
  const prefix = `karar-${meetingId}`;
  const body = () => {
    const base = { kind: form.kind, subject: form.subject, body: form.body };
    if (form.kind === "general") return base;
    if (form.kind === "expulsion") return { ...base, registerId: Number(form.registerId) || 0, reason: form.reason };
    const applicantId = Number(form.applicantId) || 0;
    if (form.kind === "rejection") return { ...base, applicantId };
    const { fullName, identityNumber, nationality, motherName, gender } = form;
    return { ...base, applicantId, person: { fullName, identityNumber, nationality, motherName, gender } };
  };
  const save = () =>
    action.run(
      async () => {
        const saved = await api<{ number: string }>(`/registers/meetings/${meetingId}/decisions`, { method: "POST", body: body() });
        setForm(EMPTY);
        onDone();
        navigate(path, { replace: true });
        return `Karar ${saved.number} kaydedildi.`;
      },
      { refusal: formRefusal },
    );
  const person = (key: "fullName" | "identityNumber" | "nationality" | "motherName") => (
    <TextField id={`${prefix}-${key}`} label={LABELS[key]} value={form[key]} onChange={set(key)} error={action.fieldErrors.person ?? action.fieldErrors[key]} required />
  );
  return (
    <details className="register-form">
      <summary>Bu toplantıya karar ekle</summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ActionFeedback action={action} />
        <SelectField id={`${prefix}-tur`} label="Kararın türü" value={form.kind} options={KINDS} onChange={set("kind")} error={action.fieldErrors.kind} required />
        {form.kind === "expulsion" ? <ExpulsionFields prefix={prefix} form={form} set={set} members={members} errors={action.fieldErrors} /> : null}
        {form.kind === "acceptance" || form.kind === "rejection" ? (
          <SelectField
            id={`${prefix}-basvuru`}
            label="Başvuru"
            value={form.applicantId}
            options={Object.fromEntries(applications.map((application) => [String(application.id), `${application.name} (${application.email})`]))}
            onChange={set("applicantId")}
            error={action.fieldErrors.applicantId}
            required
          />
        ) : null}
        <TextField id={`${prefix}-konu`} label="Kararın konusu" value={form.subject} onChange={set("subject")} error={action.fieldErrors.subject} required />
        <TextAreaField id={`${prefix}-metin`} label="Kararın metni" value={form.body} onChange={set("body")} error={action.fieldErrors.body} required rows={4} />
        {form.kind === "acceptance" ? (
          <fieldset>
            <legend>Üye kayıt defterine yazılacaklar</legend>
            {person("fullName")}
            {person("identityNumber")}
            {person("nationality")}
            {person("motherName")}
            <SelectField id={`${prefix}-gender`} label={LABELS.gender} value={form.gender} options={GENDER_NAMES} onChange={set("gender")} error={action.fieldErrors.person} required />
          </fieldset>
        ) : null}
        <button type="submit" className="button" disabled={action.busy !== null}>
          Kararı kaydet
        </button>
      </form>
    </details>
  );
}
