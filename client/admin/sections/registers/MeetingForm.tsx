/**
 * A new board meeting: its day and the board members who attended (only they sign its decisions),
 * ticked when they have an account on the site, typed one name a line when not. The board meets with
 * more than half of its seats (the server judges; the form says how many that is).
 */
import { useState } from "react";
import { boardQuorum } from "../../../../src/shared/registers/decision";
import { formRefusal, useApi } from "../../api";
import { TextAreaField, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";

/** How many names the typed lines hold (empty lines do not count). */
const typedCount = (typed: string) => typed.split("\n").filter((line) => line.trim() !== "").length;

export function MeetingForm({ board, boardSeats, onDone }: { board: { id: number; name: string }[]; boardSeats: number; onDone(): void }) {
  const { api } = useApi();
  const action = useAction();
  const [heldOn, setHeldOn] = useState("");
  const [attendeeIds, setAttendeeIds] = useState<number[]>([]);
  const [otherAttendees, setOtherAttendees] = useState("");
  const toggle = (id: number) => setAttendeeIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const save = () =>
    action.run(
      async () => {
        await api("/registers/meetings", { method: "POST", body: { heldOn, attendeeIds, otherAttendees } });
        setHeldOn("");
        setAttendeeIds([]);
        setOtherAttendees("");
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
        <fieldset aria-describedby={action.fieldErrors.attendeeIds ? "toplanti-katilanlar-error toplanti-yeter-sayi" : "toplanti-yeter-sayi"}>
          <legend>Katılan yönetim kurulu üyeleri</legend>
          <p className="meta" id="toplanti-yeter-sayi">
            Yönetim kurulu {boardSeats} asıl üye; toplantı için en az {boardQuorum(boardSeats)} üye katılmalı. Şimdi {attendeeIds.length + typedCount(otherAttendees)} üye yazılı.
          </p>
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
          <TextAreaField
            id="toplanti-diger-katilanlar"
            label="Sitede hesabı olmayan katılan üyeler"
            hint="Her satıra bir yönetim kurulu üyesinin adı ve soyadı."
            value={otherAttendees}
            onChange={setOtherAttendees}
            error={action.fieldErrors.otherAttendees}
          />
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
