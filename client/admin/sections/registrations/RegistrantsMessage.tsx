/** A message to everyone registered for an event. */
import { useState, type FormEvent } from "react";
import { useApi } from "../../api";
import { checkedOf } from "../../browser";
import { TextAreaField, TextField } from "../../ui";
import { ActionFeedback, useAction } from "../../use-action";

/** "Kayıtlılara mesaj gönder": a change of place, a reminder. */
export function RegistrantsMessage({ eventId, disabled }: { eventId: number; disabled: boolean }) {
  const { api } = useApi();
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [includeWaiting, setIncludeWaiting] = useState(false);
  const action = useAction();
  const errors = action.fieldErrors;

  const send = (event: FormEvent) => {
    event.preventDefault();
    void action.run(
      async () => {
        const result = await api<{ queued: number }>(`/registrations/${eventId}/message`, { method: "POST", body: { subject, message, includeWaiting } });
        setSubject("");
        setMessage("");
        return `Mesaj ${result.queued} kişiye gönderilmek üzere sıraya alındı.`;
      },
      { busyKey: "send" },
    );
  };

  return (
    <form className="admin-form" onSubmit={send} noValidate>
      <fieldset className="admin-fieldset">
        <legend>Kayıtlılara mesaj gönder</legend>
        <ActionFeedback action={action} />
        <TextField id="kayit-mesaj-konu" label="Konu" required maxLength={150} value={subject} error={errors.subject} onChange={setSubject} />
        <TextAreaField id="kayit-mesaj-metin" label="Mesaj" required rows={5} maxLength={5000} value={message} error={errors.message} hint="Etkinliğin tarihi, yeri ve sayfası mesajın altına eklenir." onChange={setMessage} />
        <label className="checkbox-option">
          <input type="checkbox" checked={includeWaiting} onChange={(event) => setIncludeWaiting(checkedOf(event))} />
          Yedek listedekilere de gönder
        </label>
        <p>
          <button className="button" type="submit" disabled={action.busy !== null || disabled}>
            Gönder
          </button>
        </p>
      </fieldset>
    </form>
  );
}
