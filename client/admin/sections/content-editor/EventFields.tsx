/** An event's time and place: all day or hours, where, how to attend (and the online link), cancelled. */
import type { AttendanceMode } from "../../../../src/shared/admin-contract";
import { checkedOf } from "../../browser";
import { EVENT_KIND } from "../../../../src/shared/content-kinds/event";
import { TextField } from "../../ui";
import { toggleAllDay } from "../content-form";
import { DeclaredTextFields } from "./DeclaredTextFields";
import type { FormPartProps } from "./form-part";

const ATTENDANCE_OPTIONS: readonly [AttendanceMode, string][] = [
  ["yerinde", "Yerinde"],
  ["cevrimici", "Çevrim içi"],
  ["karma", "Karma (yerinde ve çevrim içi)"],
];

export function EventFields({ form, edit, errors, fieldId }: FormPartProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Zaman ve yer</legend>
      <label className="checkbox-option">
        <input type="checkbox" checked={form.allDay} onChange={(event) => edit(toggleAllDay(form, checkedOf(event)))} />
        Tüm gün
      </label>
      <div className="field-pair">
        {form.allDay ? (
          <>
            <TextField id={fieldId("baslangic-gunu")} label="Başlangıç günü" type="date" required value={form.startDate} error={errors.startsAt} onChange={(startDate) => edit({ startDate })} />
            <TextField
              id={fieldId("bitis-gunu")}
              label="Bitiş günü"
              type="date"
              value={form.endDate}
              error={errors.endsAt}
              hint="Tek günlük etkinlikte boş bırakın."
              onChange={(endDate) => edit({ endDate })}
            />
          </>
        ) : (
          <>
            <TextField
              id={fieldId("baslangic")}
              label="Başlangıç (İstanbul saati)"
              type="datetime-local"
              required
              value={form.startLocal}
              error={errors.startsAt}
              onChange={(startLocal) => edit({ startLocal })}
            />
            <TextField
              id={fieldId("bitis")}
              label="Bitiş (İstanbul saati)"
              type="datetime-local"
              value={form.endLocal}
              error={errors.endsAt}
              hint="İsteğe bağlı."
              onChange={(endLocal) => edit({ endLocal })}
            />
          </>
        )}
      </div>
      <DeclaredTextFields specs={EVENT_KIND.fields} group="place" form={form} edit={edit} errors={errors} fieldId={fieldId} />
      <AttendanceFields form={form} edit={edit} errors={errors} fieldId={fieldId} />
      <label className="checkbox-option">
        <input type="checkbox" checked={form.cancelled} onChange={(event) => edit({ cancelled: checkedOf(event) })} />
        Etkinlik iptal edildi (sayfada ve takvimde “iptal” görünür, kayıt alınmaz)
      </label>
    </fieldset>
  );
}

/** How people attend (on site, online, both) and, for online attendance, the link and who sees it. */
function AttendanceFields({ form, edit, errors, fieldId }: FormPartProps) {
  return (
    <>
      <fieldset className="admin-fieldset">
        <legend>Katılım şekli</legend>
        {ATTENDANCE_OPTIONS.map(([mode, label]) => (
          <label key={mode} className="checkbox-option">
            <input type="radio" name={fieldId("katilim")} value={mode} checked={form.attendanceMode === mode} onChange={() => edit({ attendanceMode: mode })} />
            {label}
          </label>
        ))}
      </fieldset>
      {form.attendanceMode !== "yerinde" ? (
        <>
          <TextField
            id={fieldId("cevrimici")}
            label="Çevrim içi katılım bağlantısı"
            type="url"
            inputMode="url"
            placeholder="https://"
            required
            value={form.onlineUrl}
            error={errors.onlineUrl}
            hint="Toplantı bağlantısı (https://…)."
            onChange={(onlineUrl) => edit({ onlineUrl })}
          />
          <label className="checkbox-option">
            <input type="checkbox" checked={!form.onlineUrlPublic} onChange={(event) => edit({ onlineUrlPublic: !checkedOf(event) })} />
            Bağlantıyı sayfada gösterme, yalnızca kayıt olanlara e-postayla gönder
          </label>
        </>
      ) : null}
    </>
  );
}
