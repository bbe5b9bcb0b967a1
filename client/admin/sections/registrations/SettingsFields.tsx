/** The registration settings form: open or closed, places, closing time, who may register. */
import type { FormEvent } from "react";
import { checkedOf } from "../../browser";
import { TextField } from "../../ui";
import type { SettingsForm } from "./settings-form";

/** Who may register, as two radio buttons. */
function AudienceChoice({ form, setForm }: { form: SettingsForm; setForm(form: SettingsForm): void }) {
  const choices = [
    { value: "anyone", label: "E-posta adresi olan herkes" },
    { value: "members", label: "Yalnızca dernek üyeleri (giriş yaparak)" },
  ] as const;
  return (
    <fieldset className="admin-fieldset">
      <legend>Kimler kayıt olabilir?</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="checkbox-option">
          <input type="radio" name="kayit-kimler" checked={form.audience === choice.value} onChange={() => setForm({ ...form, audience: choice.value })} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** `isNew`: registration was never opened for this event (the button says "Kaydı aç"). */
export function SettingsFields({
  form,
  setForm,
  errors,
  saving,
  isNew,
  onSubmit,
}: {
  form: SettingsForm;
  setForm(form: SettingsForm): void;
  errors: Record<string, string>;
  saving: boolean;
  isNew: boolean;
  onSubmit(event: FormEvent): void;
}) {
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <fieldset className="admin-fieldset">
        <legend>Kayıt ayarları</legend>
        {isNew ? <p>Bu etkinlik için kayıt henüz açılmadı. Ayarları kaydettiğinizde sayfada kayıt formu görünür.</p> : null}
        <label className="checkbox-option">
          <input type="checkbox" checked={form.open} onChange={(event) => setForm({ ...form, open: checkedOf(event) })} />
          Kayıtlar açık
        </label>
        <TextField
          id="kayit-kontenjan"
          label="Kontenjan (kişi)"
          inputMode="numeric"
          value={form.capacity}
          error={errors.capacity}
          hint="Sınırsız için boş bırakın. Yer dolunca yeni kayıtlar yedek listeye alınır; kontenjanı artırırsanız yedektekiler sırayla kesin kayda geçer."
          onChange={(capacity) => setForm({ ...form, capacity })}
        />
        <TextField
          id="kayit-kapanis"
          label="Kayıtların kapanacağı zaman (İstanbul saati)"
          type="datetime-local"
          value={form.closesLocal}
          error={errors.closesAt}
          hint="Boş bırakırsanız kayıtlar etkinlik başlayınca kapanır."
          onChange={(closesLocal) => setForm({ ...form, closesLocal })}
        />
        <AudienceChoice form={form} setForm={setForm} />
        <p>
          <button className="button" type="submit" disabled={saving}>
            {isNew ? "Kaydı aç" : "Ayarları kaydet"}
          </button>
        </p>
      </fieldset>
    </form>
  );
}
