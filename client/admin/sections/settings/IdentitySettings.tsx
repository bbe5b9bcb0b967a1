/**
 * Ayarlar → Dernek bilgileri: the association's name, year, purpose, place, contacts, DERBİS number,
 * social links and logo. Checked here by the handler's own schema (src/shared/identity-input.ts)
 * before anything is sent; the server checks everything again.
 */
import { useEffect, useState, type FormEvent } from "react";
import type { IdentityDto } from "../../../../src/shared/admin-contract";
import { useLoad, useSettingsSave } from "../../hooks";
import { ErrorNotice, LoadState, SettingsActions, TextAreaField, TextField } from "../../ui";
import { checkedIdentity, formOf, IDENTITY_TEXT_FIELDS, SOCIAL_FIELDS, type IdentityForm } from "./identity-form";
import { LogoField } from "./LogoField";

function SocialFields({ form, errors, edit }: { form: IdentityForm; errors: Record<string, string>; edit(change: Partial<IdentityForm>): void }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Sosyal medya</legend>
      {SOCIAL_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          id={`dernek-${key}`}
          type="url"
          inputMode="url"
          label={label}
          hint="https:// ile başlayan tam adres; boş bırakılabilir."
          maxLength={300}
          value={form.social[key]}
          error={errors[`social.${key}`]}
          onChange={(value) => edit({ social: { ...form.social, [key]: value } })}
        />
      ))}
    </fieldset>
  );
}

function IdentityFields({ form, errors, edit }: { form: IdentityForm; errors: Record<string, string>; edit(change: Partial<IdentityForm>): void }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Dernek bilgileri</legend>
      {IDENTITY_TEXT_FIELDS.map(({ key, ...field }) => (
        <TextField key={key} {...field} id={`dernek-${key}`} value={form[key]} error={errors[key]} onChange={(value) => edit({ [key]: value })} />
      ))}
      <TextAreaField id="dernek-purpose" label="Amacı (tek cümle)" hint="Sitenin alt kısmında adın altında ve arama sonuçlarında görünür." rows={2} maxLength={200} value={form.purpose} error={errors.purpose} onChange={(purpose) => edit({ purpose })} />
      <LogoField logo={form.logo} name={form.name} error={errors.logo} onChange={(logo) => edit({ logo })} />
    </fieldset>
  );
}

export function IdentitySettings() {
  const { data, error, reload, setData } = useLoad<IdentityDto>("/settings/identity");
  const [form, setForm] = useState<IdentityForm | null>(null);
  const { save, saving, status, setStatus, saveError, fieldErrors, setFieldErrors } = useSettingsSave<IdentityDto>("/settings/identity", setData);

  useEffect(() => {
    if (data) setForm(formOf(data));
  }, [data]);

  const edit = (change: Partial<IdentityForm>) => {
    setStatus("");
    setForm((current) => (current ? { ...current, ...change } : current));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || !data) return;
    const checked = checkedIdentity(form, data.version);
    if ("errors" in checked) return setFieldErrors(checked.errors);
    await save(checked.body);
  };

  return (
    <LoadState data={data && form ? { data, form } : null} error={error} reload={reload}>
      {({ data, form }) => (
        <form className="admin-form" onSubmit={submit} noValidate aria-label="Dernek bilgileri">
          <ErrorNotice error={saveError} onReload={reload} />
          {Object.keys(fieldErrors).length && !saveError ? <p className="field-error" role="alert">Bazı alanlar eksik ya da hatalı; her alanın altındaki açıklamaya bakın.</p> : null}
          <IdentityFields form={form} errors={fieldErrors} edit={edit} />
          <SocialFields form={form} errors={fieldErrors} edit={edit} />
          <SettingsActions saving={saving} status={status} updatedAt={data.updatedAt} unsaved="Henüz kaydedilmedi: sitede sade, isimsiz bilgiler görünüyor." />
        </form>
      )}
    </LoadState>
  );
}
