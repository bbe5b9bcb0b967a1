/**
 * The Gündem / Etkinlik form (/admin/gundem/yeni, /admin/gundem/:id and the same for events):
 * fields, rich text (EditorSlot), cover, publication, saving with the loaded version, autosave of
 * drafts, and the conflict notice when someone else saved first.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { AttendanceMode, RichTextJson } from "../../contract";
import { ApiClientError, asApiError, useApi } from "../api";
import { checkedOf } from "../browser";
import { EditorSlot } from "../editor-slot";
import { useLatest, useMountedRef } from "../hooks";
import { Link, useRouter, useUnsavedChangesGuard } from "../router";
import type { ContentKind } from "../routes";
import { showClock, showDateTime } from "../time";
import { ConfirmAction, ErrorNotice, Loading, SectionHeader, StatusText, TextAreaField, TextField, VisibilityBadge } from "../ui";
import {
  autoSlug,
  buildInput,
  emptyForm,
  formFromDto,
  savedOf,
  toggleAllDay,
  type ContentDto,
  type ContentForm,
  type FieldErrors,
  type PublishMode,
  type SavedState,
} from "./content-form";
import { KINDS } from "./content-kinds";
import { CoverPicker } from "./CoverPicker";

export const AUTOSAVE_DELAY_MS = 3000;

type LoadState = { state: "ready" } | { state: "loading" } | { state: "error"; error: ApiClientError };

const MODE_LABELS: Record<PublishMode, string> = {
  draft: "Taslak",
  now: "Hemen yayımla",
  later: "İleri bir tarihte yayımla",
};

export function ContentEditor({ kind, id }: { kind: ContentKind; id: number | null }) {
  const config = KINDS[kind];
  const prefix = kind === "news" ? "gundem" : "etkinlik";
  const { api } = useApi();
  const { navigate } = useRouter();
  const mounted = useMountedRef();

  const [form, setForm] = useState<ContentForm>(emptyForm);
  const [saved, setSaved] = useState<SavedState | null>(null);
  const [load, setLoad] = useState<LoadState>(id === null ? { state: "ready" } : { state: "loading" });
  const [editorKey, setEditorKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [saveError, setSaveError] = useState<ApiClientError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState("");

  const formRef = useLatest(form);
  const savedRef = useLatest(saved);
  const editSeq = useRef(0);
  const savingRef = useRef(false);
  /** The record this form holds (null: a new one). */
  const recordId = useRef<number | null>(null);
  const bodyJson = useRef(JSON.stringify(form.body));

  const resetTo = useCallback((dto: ContentDto | null) => {
    const next = dto ? formFromDto(dto) : emptyForm();
    recordId.current = dto?.id ?? null;
    bodyJson.current = JSON.stringify(next.body);
    editSeq.current += 1;
    setForm(next);
    setSaved(dto ? savedOf(dto) : null);
    setEditorKey((key) => key + 1);
    setDirty(false);
    setConflict(false);
    setSaveError(null);
    setFieldErrors({});
    setStatus("");
  }, []);

  const loadRecord = useCallback(
    async (recordIdToLoad: number) => {
      setLoad({ state: "loading" });
      try {
        const dto = await api<ContentDto>(`${config.api}/${recordIdToLoad}`);
        if (!mounted.current) return;
        resetTo(dto);
        setLoad({ state: "ready" });
      } catch (caught) {
        if (!mounted.current) return;
        setLoad({ state: "error", error: asApiError(caught) });
      }
    },
    [api, config.api, mounted, resetTo],
  );

  // Follow the address: a new record, or another id (a record just created is already here).
  useEffect(() => {
    if (id === null) {
      if (recordId.current !== null || editSeq.current > 0) resetTo(null);
      setLoad({ state: "ready" });
      return;
    }
    if (recordId.current === id) return;
    void loadRecord(id);
  }, [id, loadRecord, resetTo]);

  const edit = useCallback((patch: Partial<ContentForm> | ((form: ContentForm) => Partial<ContentForm>)) => {
    editSeq.current += 1;
    setDirty(true);
    setStatus("");
    setForm((previous) => ({ ...previous, ...(typeof patch === "function" ? patch(previous) : patch) }));
  }, []);

  const onBodyChange = useCallback(
    (body: RichTextJson) => {
      const json = JSON.stringify(body);
      // Selection changes and the editor's first normalisation are not edits.
      if (json === bodyJson.current) return;
      bodyJson.current = json;
      edit({ body });
    },
    [edit],
  );

  const save = useCallback(
    async (reason: "manual" | "auto") => {
      if (savingRef.current) return;
      const current = formRef.current;
      const stored = savedRef.current;
      const built = buildInput(kind, current, stored, Date.now());
      if (!built.ok) {
        if (reason === "auto") {
          setStatus(`Taslak otomatik kaydedilemedi: ${Object.values(built.errors)[0] ?? "bazı alanlar eksik."}`);
        } else {
          setFieldErrors(built.errors);
          setSaveError(new ApiClientError(400, "Kaydedilemedi. Lütfen işaretli alanları düzeltin."));
        }
        return;
      }
      const seq = editSeq.current;
      savingRef.current = true;
      setSaving(true);
      if (reason === "manual") setStatus("Kaydediliyor…");
      try {
        const dto = stored
          ? await api<ContentDto>(`${config.api}/${stored.id}`, { method: "PUT", body: { ...built.input, version: stored.version } })
          : await api<ContentDto>(config.api, { method: "POST", body: built.input });
        if (!mounted.current) return;
        recordId.current = dto.id;
        setSaved(savedOf(dto));
        setSaveError(null);
        setFieldErrors({});
        if (editSeq.current === seq) {
          setDirty(false);
          // Take over what the server settled (slug, publication mode); the editor keeps its text.
          setForm((previous) => ({ ...formFromDto(dto), body: previous.body }));
        } else if (!formRef.current.slug) {
          setForm((previous) => ({ ...previous, slug: dto.slug }));
        }
        const clock = showClock(new Date());
        setStatus(dto.status === "draft" ? `Taslak kaydedildi · ${clock}` : `Kaydedildi · ${clock}`);
        if (!stored) navigate(`${config.admin}/${dto.id}`, { replace: true });
      } catch (caught) {
        if (!mounted.current) return;
        const error = asApiError(caught);
        if (error.isConflict) setConflict(true);
        setSaveError(error);
        setFieldErrors(error.fields);
        setStatus(reason === "auto" ? "Taslak otomatik kaydedilemedi." : "");
      } finally {
        savingRef.current = false;
        if (mounted.current) setSaving(false);
      }
    },
    [api, config.admin, config.api, formRef, kind, mounted, navigate, savedRef],
  );

  // Autosave: a stored draft, still meant as a draft, 3 s after the last edit; never after a conflict.
  useEffect(() => {
    if (!dirty || saving || conflict || !saved || saved.status !== "draft" || form.mode !== "draft" || load.state !== "ready") return;
    const timer = setTimeout(() => void save("auto"), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, dirty, saving, conflict, saved, load.state, save]);

  // Unsaved edits: the browser asks before leaving the page.
  useUnsavedChangesGuard(dirty);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save("manual");
  };

  const remove = async () => {
    if (!saved) return;
    try {
      await api(`${config.api}/${saved.id}`, { method: "DELETE", query: { version: saved.version } });
      setDirty(false);
      navigate(config.admin, { force: true });
    } catch (caught) {
      const error = asApiError(caught);
      if (error.isConflict) setConflict(true);
      setSaveError(error);
    }
  };

  const reloadCurrent = () => {
    if (saved) void loadRecord(saved.id);
  };

  const title = id === null ? config.newTitle : config.editTitle;

  if (load.state === "loading") {
    return (
      <section className="admin-section">
        <SectionHeader title={title} />
        <Loading lines={5} />
      </section>
    );
  }
  if (load.state === "error") {
    return (
      <section className="admin-section">
        <SectionHeader title={title} />
        <ErrorNotice error={load.error} />
        <p className="button-row">
          {id !== null ? (
            <button type="button" className="button button-secondary" onClick={() => void loadRecord(id)}>
              Tekrar dene
            </button>
          ) : null}
          <Link href={config.admin}>Listeye dön</Link>
        </p>
      </section>
    );
  }

  const fieldId = (name: string) => `${prefix}-${name}`;
  const bodyLabelId = fieldId("metin-etiket");
  const publicUrl = saved && saved.visibility === "published" ? `${config.publicBase}/${saved.slug}` : null;

  return (
    <section className="admin-section">
      <SectionHeader title={title}>
        {saved ? (
          <a className="button button-secondary" href={`${config.preview}/${saved.id}`} target="_blank" rel="noopener">
            Önizle<span className="visually-hidden"> (yeni sekmede açılır)</span>
          </a>
        ) : null}
        {publicUrl ? (
          <a className="button button-secondary" href={publicUrl} target="_blank" rel="noopener">
            Herkese açık sayfayı gör<span className="visually-hidden"> (yeni sekmede açılır)</span>
          </a>
        ) : null}
        {saved && kind === "events" ? (
          <Link className="button button-secondary" href={`${config.admin}/${saved.id}/kayitlar`}>
            Kayıtlar
          </Link>
        ) : null}
        <Link className="button button-secondary" href={config.admin}>
          Listeye dön
        </Link>
      </SectionHeader>

      {saved ? (
        <p className="record-state">
          Durum: <VisibilityBadge visibility={saved.visibility} />
          {saved.visibility === "scheduled" && saved.publishAt ? <span className="meta"> · {showDateTime(saved.publishAt)} tarihinde yayımlanacak</span> : null}
        </p>
      ) : null}

      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <ErrorNotice error={saveError} onReload={conflict && saved ? reloadCurrent : undefined} />
        {conflict ? (
          <p className="notice notice-warning">
            Otomatik kayıt durduruldu. Yazdıklarınız bu sayfada duruyor; “Güncel hâlini yükle” düğmesi kaydın son hâlini yükler ve buradaki değişiklikleri siler.
          </p>
        ) : null}

        <fieldset className="admin-fieldset">
          <legend>İçerik</legend>
          <TextField
            id={fieldId("baslik")}
            label="Başlık"
            required
            maxLength={160}
            value={form.title}
            error={fieldErrors.title}
            onChange={(value) => edit((previous) => ({ title: value, ...(previous.slugAuto ? { slug: autoSlug(value) } : {}) }))}
          />
          <TextField
            id={fieldId("kisa-ad")}
            label="Kısa ad (adres)"
            maxLength={80}
            value={form.slug}
            error={fieldErrors.slug}
            hint={
              <>
                Sayfanın adresi: <span className="mono">{`${config.publicBase}/${form.slug || "…"}`}</span>. Boş bırakırsanız başlıktan oluşturulur.
              </>
            }
            onChange={(value) => edit({ slug: value, slugAuto: value.trim() === "" })}
          />
          <TextAreaField
            id={fieldId("ozet")}
            label="Özet"
            rows={3}
            maxLength={400}
            value={form.summary}
            error={fieldErrors.summary}
            hint="Listelerde ve paylaşımlarda görünen kısa açıklama (en fazla 400 karakter)."
            onChange={(value) => edit({ summary: value })}
          />
          <div className={fieldErrors.body ? "field has-error" : "field"}>
            <span className="field-label" id={bodyLabelId}>
              Metin
            </span>
            <EditorSlot key={editorKey} initialValue={form.body} onChange={onBodyChange} labelledBy={bodyLabelId} placeholder="Metni buraya yazın…" />
            {fieldErrors.body ? <p className="field-error">{fieldErrors.body}</p> : null}
          </div>
        </fieldset>

        {kind === "events" ? <EventFields form={form} edit={edit} errors={fieldErrors} fieldId={fieldId} /> : null}

        <CoverPicker idPrefix={prefix} value={form.coverImage} onChange={(coverImage) => edit({ coverImage })} />
        {fieldErrors.coverImageId ? <p className="field-error">{fieldErrors.coverImageId}</p> : null}

        <fieldset className="admin-fieldset" aria-describedby={fieldErrors.publishAt ? fieldId("yayin-hata") : undefined}>
          <legend>Yayın</legend>
          <div className="radio-list">
            {(["draft", "now", "later"] as const).map((mode) => (
              <label key={mode} className="radio-option">
                <input type="radio" name={fieldId("yayin")} value={mode} checked={form.mode === mode} onChange={() => edit({ mode })} />
                {MODE_LABELS[mode]}
              </label>
            ))}
          </div>
          {form.mode === "later" ? (
            <TextField
              id={fieldId("yayin-zamani")}
              label="Yayın zamanı (İstanbul saati)"
              type="datetime-local"
              value={form.publishLocal}
              onChange={(publishLocal) => edit({ publishLocal })}
              error={fieldErrors.publishAt}
            />
          ) : fieldErrors.publishAt ? (
            <p className="field-error" id={fieldId("yayin-hata")}>
              {fieldErrors.publishAt}
            </p>
          ) : null}
          {form.mode === "draft" && saved?.status === "draft" ? <p className="field-hint">Taslaklar, yazmayı bıraktıktan birkaç saniye sonra kendiliğinden kaydedilir.</p> : null}
        </fieldset>

        <div className="form-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? "Kaydediliyor…" : form.mode === "draft" ? "Taslağı kaydet" : form.mode === "later" ? "Kaydet ve planla" : "Kaydet ve yayımla"}
          </button>
          <StatusText>{status || (dirty ? "Kaydedilmemiş değişiklikler var." : "")}</StatusText>
        </div>
      </form>

      {saved ? (
        <section className="danger-zone" aria-labelledby={fieldId("sil-baslik")}>
          <h2 id={fieldId("sil-baslik")}>Kaydı sil</h2>
          <p className="meta">Silinen kayıt geri getirilemez.</p>
          <ConfirmAction label={config.deleteLabel} question="Bu kayıt kalıcı olarak silinsin mi?" onConfirm={remove} />
        </section>
      ) : null}
    </section>
  );
}

const ATTENDANCE_OPTIONS: readonly [AttendanceMode, string][] = [
  ["yerinde", "Yerinde"],
  ["cevrimici", "Çevrim içi"],
  ["karma", "Karma (yerinde ve çevrim içi)"],
];

function EventFields({
  form,
  edit,
  errors,
  fieldId,
}: {
  form: ContentForm;
  edit(patch: Partial<ContentForm> | ((form: ContentForm) => Partial<ContentForm>)): void;
  errors: FieldErrors;
  fieldId(name: string): string;
}) {
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
      <TextField id={fieldId("yer")} label="Yer adı" maxLength={160} value={form.locationName} error={errors.locationName} onChange={(locationName) => edit({ locationName })} />
      <TextAreaField
        id={fieldId("adres")}
        label="Adres"
        rows={2}
        maxLength={300}
        value={form.locationAddress}
        error={errors.locationAddress}
        onChange={(locationAddress) => edit({ locationAddress })}
      />
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
      <label className="checkbox-option">
        <input type="checkbox" checked={form.cancelled} onChange={(event) => edit({ cancelled: checkedOf(event) })} />
        Etkinlik iptal edildi (sayfada ve takvimde “iptal” görünür, kayıt alınmaz)
      </label>
    </fieldset>
  );
}
