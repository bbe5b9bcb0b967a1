/** Corrects a decision: a new decision in a chosen meeting that strikes this one through; nothing is erased. */
import { useState } from "react";
import type { DecisionDto, MeetingDto } from "../../../../src/shared/registers/dto";
import { formRefusal, useApi } from "../../api";
import { useRouter } from "../../router";
import { SelectField, TextAreaField, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";
import { showDay } from "./labels";

export function CorrectionForm({ decision, meetings, onDone }: { decision: DecisionDto; meetings: MeetingDto[]; onDone(): void }) {
  const { api } = useApi();
  const { navigate, path } = useRouter();
  const action = useAction();
  const prefix = `duzeltme-${decision.id}`;
  const [form, setForm] = useState({ meetingId: "", subject: decision.subject, body: decision.body, reason: "" });
  const set = (key: keyof typeof form) => (value: string) => setForm((previous) => ({ ...previous, [key]: value }));
  const options = Object.fromEntries(meetings.map((meeting) => [String(meeting.id), `${showDay(meeting.heldOn)} toplantısı`]));
  const save = () =>
    action.run(
      async () => {
        await api(`/registers/decisions/${decision.id}/correct`, { method: "POST", body: { ...form, meetingId: Number(form.meetingId) || 0 } });
        // The book loads again, so the struck decision and its correction show at once.
        onDone();
        navigate(path, { replace: true });
      },
      { refusal: formRefusal },
    );
  return (
    <details className="register-correction">
      <summary>Kararı düzelt</summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className="meta">Kaydedilmiş karar değiştirilmez ve silinmez: düzeltme yeni bir karar olarak numaralanır, eski karar üstü çizili ve okunur kalır.</p>
        <ActionFeedback action={action} />
        <SelectField id={`${prefix}-toplanti`} label="Düzeltmenin alındığı toplantı" value={form.meetingId} options={options} onChange={set("meetingId")} error={action.fieldErrors.meetingId} required />
        <TextField id={`${prefix}-konu`} label="Konusu" value={form.subject} onChange={set("subject")} error={action.fieldErrors.subject} required />
        <TextAreaField id={`${prefix}-metin`} label="Düzeltilmiş metin" value={form.body} onChange={set("body")} error={action.fieldErrors.body} required rows={4} />
        <TextField id={`${prefix}-neden`} label="Düzeltmenin nedeni" value={form.reason} onChange={set("reason")} error={action.fieldErrors.reason} required />
        <button type="submit" className="button" disabled={action.busy !== null}>
          Düzeltmeyi kaydet
        </button>
      </form>
    </details>
  );
}
