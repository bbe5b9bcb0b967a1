/** A new board meeting: its day and the board members who attended (only they sign its decisions). */
import { useState } from "react";
import { formRefusal, useApi } from "../../api";
import { TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";

export function MeetingForm({ board, onDone }: { board: { id: number; name: string }[]; onDone(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [heldOn, setHeldOn] = useState("");
  const [attendeeIds, setAttendeeIds] = useState<number[]>([]);
  const toggle = (id: number) => setAttendeeIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const save = () =>
    action.run(
      async () => {
        await api("/registers/meetings", { method: "POST", body: { heldOn, attendeeIds } });
        setHeldOn("");
        setAttendeeIds([]);
        onDone();
        return "Toplantı kaydedildi; kararlarını aşağıdan ekleyin.";
      },
      { refusal: formRefusal },
    );
  return (
    <details className="card register-form">
      <summary>Yeni toplantı kaydet</summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <ActionFeedback action={action} />
        <TextField id="toplanti-tarihi" type="date" label="Toplantı tarihi" value={heldOn} onChange={setHeldOn} error={action.fieldErrors.heldOn} required />
        <fieldset aria-describedby={action.fieldErrors.attendeeIds ? "toplanti-katilanlar-error" : undefined}>
          <legend>Katılan yönetim kurulu üyeleri</legend>
          {board.length === 0 ? <p className="meta">Henüz yönetim kurulu üyesi yok: Kullanıcılar bölümünde yönetici bu görevi verir.</p> : null}
          {board.map((member) => (
            <label key={member.id} className="checkbox">
              <input type="checkbox" checked={attendeeIds.includes(member.id)} onChange={() => toggle(member.id)} /> {member.name}
            </label>
          ))}
          {action.fieldErrors.attendeeIds ? (
            <p className="field-error" id="toplanti-katilanlar-error">
              {action.fieldErrors.attendeeIds}
            </p>
          ) : null}
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button" disabled={action.busy !== null}>
            Toplantıyı kaydet
          </button>
        </div>
      </form>
    </details>
  );
}
