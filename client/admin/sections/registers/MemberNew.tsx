/** A new entry in the member register: the columns of communiqué 2006/1, checked by the server's schema. */
import { useState } from "react";
import { MEMBER_ENTRY_LABELS as LABELS } from "../../../../src/shared/registers/member-entry";
import { formRefusal, useApi } from "../../api";
import { Link, useRouter } from "../../router";
import { ADMIN_ROOT, MEMBERS_SEGMENT } from "../../routes";
import { SectionHeader, SelectField, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { GENDER_NAMES, LEGAL_NOTE } from "./labels";
import { RegisterForm } from "./RegisterForm";

type Key = "fullName" | "identityNumber" | "nationality" | "motherName" | "fatherName" | "occupation" | "education" | "address" | "email" | "acceptedOn" | "acceptanceDecisionNo";
type Form = Record<Key, string> & { identityKind: "tc" | "foreign"; gender: "female" | "male" | "" };

const EMPTY: Form = {
  fullName: "",
  identityKind: "tc",
  identityNumber: "",
  nationality: "T.C.",
  motherName: "",
  fatherName: "",
  gender: "",
  occupation: "",
  education: "",
  address: "",
  email: "",
  acceptedOn: "",
  acceptanceDecisionNo: "",
};

const REQUIRED = new Set<Key>(["fullName", "identityNumber", "nationality", "motherName", "acceptedOn", "acceptanceDecisionNo"]);
const HINTS: Partial<Record<Key, string>> = {
  identityNumber: "11 hane. Kaydedilince şifreli saklanır; listelerde yalnızca ilk üç ve son iki hanesi görünür.",
  acceptanceDecisionNo: "Üyeliği kabul eden yönetim kurulu kararının numarası, ör. 2026/14 (giriş tarihiyle aynı yıl).",
};

export function MemberNew() {
  const { api } = useApi();
  const { navigate } = useRouter();
  const action = useAction();
  const [form, setForm] = useState<Form>(EMPTY);
  const set = (key: keyof Form) => (value: string) => setForm((previous) => ({ ...previous, [key]: value }));
  const text = (key: Key, type: "text" | "date" | "email" = "text") => (
    <TextField
      id={`uye-${key}`}
      label={key === "identityNumber" && form.identityKind === "foreign" ? "Vatandaşlık numarası" : LABELS[key]}
      type={type}
      value={form[key]}
      onChange={set(key)}
      required={REQUIRED.has(key)}
      hint={HINTS[key]}
      error={action.fieldErrors[key]}
      inputMode={key === "identityNumber" && form.identityKind === "tc" ? "numeric" : undefined}
      autoComplete="off"
    />
  );
  const save = () =>
    action.run(
      async () => {
        const added = await api<{ id: number; registerNo: number }>("/registers/members", { method: "POST", body: form });
        navigate(`${ADMIN_ROOT}/${MEMBERS_SEGMENT}?eklendi=${added.registerNo}`);
      },
      { refusal: formRefusal },
    );
  return (
    <section className="admin-section">
      <SectionHeader title="Deftere yeni üye" lead={LEGAL_NOTE} />
      <RegisterForm
        onSave={save}
        submitLabel="Deftere kaydet"
        busyLabel="Kaydediliyor…"
        busy={action.busy !== null}
        beside={<Link href={`${ADMIN_ROOT}/${MEMBERS_SEGMENT}`}>Vazgeç</Link>}
      >
        <ActionFeedback action={action} />
        <fieldset>
          <legend>Kişi</legend>
          {text("fullName")}
          <SelectField id="uye-identityKind" label={LABELS.identityKind} value={form.identityKind} options={{ tc: "T.C. vatandaşı", foreign: "Yabancı uyruklu" }} onChange={set("identityKind")} error={action.fieldErrors.identityKind} required />
          {text("identityNumber")}
          {text("nationality")}
          {text("motherName")}
          {text("fatherName")}
          <SelectField id="uye-gender" label={LABELS.gender} value={form.gender} options={GENDER_NAMES} onChange={set("gender")} error={action.fieldErrors.gender} required />
          {text("occupation")}
          {text("education")}
          {text("address")}
          {text("email", "email")}
        </fieldset>
        <fieldset>
          <legend>Yönetim kurulunun kabulü</legend>
          {text("acceptedOn", "date")}
          {text("acceptanceDecisionNo")}
        </fieldset>
      </RegisterForm>
    </section>
  );
}
