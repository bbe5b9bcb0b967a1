/**
 * Ayarlar (administrators only): where the association hears of things. The notification address
 * receives contact messages; administrators hear of registrations per mail or in a daily digest.
 * The server checks everything again (src/services/email/notification-settings.ts).
 */
import { useEffect, useState, type FormEvent } from "react";
import type { BylineDto, NotificationsDto } from "../../../src/shared/admin-contract";
import { checkedOf, valueOf } from "../browser";
import { useLoad, useSettingsSave } from "../hooks";
import { ErrorNotice, LoadState, SectionHeader, SettingsActions, TextField } from "../ui";
import { IdentitySettings } from "./settings/IdentitySettings";

type Applications = NotificationsDto["applications"];

const APPLICATION_CHOICES: ReadonlyArray<{ value: Applications; label: string; hint: string }> = [
  { value: "each", label: "Her başvuruda bir e-posta", hint: "Başvuran adresini onayladığı anda bütün yöneticilere e-posta gider." },
  { value: "digest", label: "Günde bir özet", hint: "Son bir günün başvuruları her gün 06.17’de (İstanbul saati) tek e-postada gelir." },
];

export function Settings() {
  const { data, error, reload, setData } = useLoad<NotificationsDto>("/settings/notifications");
  const [form, setForm] = useState<{ address: string; applications: Applications } | null>(null);
  const { save, saving, status, setStatus, saveError, fieldErrors } = useSettingsSave<NotificationsDto>("/settings/notifications", setData);

  useEffect(() => {
    if (data) setForm({ address: data.address, applications: data.applications });
  }, [data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || !data) return;
    await save({ ...form, version: data.version });
  };

  return (
    <section className="admin-section">
      <SectionHeader title="Ayarlar" lead="Derneğin kimliği ve sitedeki gelişmelerden nasıl haberdar olacağı." />
      <IdentitySettings />
      <LoadState data={data && form ? { data, form } : null} error={error} reload={reload}>
        {({ data, form }) => (
          <form className="admin-form" onSubmit={submit} noValidate>
            <ErrorNotice error={saveError} onReload={reload} />
            <fieldset className="admin-fieldset">
              <legend>Bildirimler</legend>
              <TextField
                id="ayar-address"
                type="email"
                autoComplete="email"
                label="Bildirim adresi"
                hint={
                  data.contactAddress
                    ? `İletişim formundan gelen mesajlar bu adrese gönderilir. Boş bırakırsanız iletişim sayfasındaki adres (${data.contactAddress}) kullanılır.`
                    : "İletişim formundan gelen mesajlar bu adrese gönderilir. Boş bırakırsanız iletişim sayfasındaki adres kullanılır; o da boşsa e-posta gönderilmez."
                }
                value={form.address}
                error={fieldErrors.address}
                onChange={(value) => {
                  setStatus("");
                  setForm({ ...form, address: value });
                }}
              />
              <fieldset className="radio-list" aria-describedby={fieldErrors.applications ? "ayar-applications-error" : undefined}>
                <legend className="field-label">Yeni üyelik başvuruları</legend>
                {APPLICATION_CHOICES.map((choice) => (
                  <div key={choice.value}>
                    <label className="radio-option">
                      <input
                        type="radio"
                        name="applications"
                        value={choice.value}
                        checked={form.applications === choice.value}
                        aria-describedby={`ayar-applications-${choice.value}-hint`}
                        onChange={(event) => {
                          setStatus("");
                          setForm({ ...form, applications: valueOf(event) as Applications });
                        }}
                      />
                      {choice.label}
                    </label>
                    <p className="field-hint" id={`ayar-applications-${choice.value}-hint`}>
                      {choice.hint}
                    </p>
                  </div>
                ))}
                {fieldErrors.applications ? (
                  <p className="field-error" id="ayar-applications-error">
                    {fieldErrors.applications}
                  </p>
                ) : null}
              </fieldset>
            </fieldset>
            <SettingsActions saving={saving} status={status} updatedAt={data.updatedAt} unsaved="Varsayılan ayarlar geçerli." />
          </form>
        )}
      </LoadState>
      <BylineSettings />
    </section>
  );
}

/** Whether news items name the editor who wrote them (the server checks again: src/db/byline-setting.ts). */
function BylineSettings() {
  const { data, error, reload, setData } = useLoad<BylineDto>("/settings/byline");
  const [showAuthor, setShowAuthor] = useState<boolean | null>(null);
  const { save, saving, status, setStatus, saveError } = useSettingsSave<BylineDto>("/settings/byline", setData);

  useEffect(() => {
    if (data) setShowAuthor(data.showAuthor);
  }, [data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (showAuthor === null || !data) return;
    await save({ showAuthor, version: data.version });
  };

  return (
    <LoadState data={data && showAuthor !== null ? { data, showAuthor } : null} error={error} reload={reload}>
      {({ data, showAuthor }) => (
        <form className="admin-form" onSubmit={submit} noValidate>
          <ErrorNotice error={saveError} onReload={reload} />
          <fieldset className="admin-fieldset">
            <legend>Gündem</legend>
            <label className="checkbox-option">
              <input
                type="checkbox"
                checked={showAuthor}
                aria-describedby="ayar-yazar-hint"
                onChange={(event) => {
                  setStatus("");
                  setShowAuthor(checkedOf(event));
                }}
              />
              Haberlerde yazarın adını göster
            </label>
            <p className="field-hint" id="ayar-yazar-hint">
              Her haberin sayfasında, haberi oluşturan kişinin adı “Yazan: …” olarak görünür.
            </p>
          </fieldset>
          <SettingsActions saving={saving} status={status} updatedAt={data.updatedAt} unsaved="Varsayılan ayar geçerli (yazar adı gösterilir)." />
        </form>
      )}
    </LoadState>
  );
}
