/**
 * The Gündem / Etkinlik form (/admin/gundem/yeni, /admin/gundem/:id and the same for events):
 * fields, rich text (EditorSlot), cover, publication, saving with the loaded version, autosave of
 * drafts, and the conflict notice when someone else saved first.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { AttendanceMode, RevisionListItem, RichTextJson } from "../../contract";
import { ComparisonSlot } from "../comparison-slot";
import { dropLocalCopy, localCopyKey, readLocalCopy, writeLocalCopy, type LocalCopy } from "../local-copy";
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
  autosaves,
  buildInput,
  comparableOf,
  emptyForm,
  formFromDto,
  sameContent,
  saveLabel,
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
import { History } from "./History";

export const AUTOSAVE_DELAY_MS = 3000;
/** Edits reach this browser's storage this soon after typing stops. */
const LOCAL_COPY_DELAY_MS = 400;

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
  /** On a conflict: the version someone else saved, and who saved it. */
  const [theirs, setTheirs] = useState<{ dto: ContentDto; by: string | null } | null>(null);
  const [comparing, setComparing] = useState(false);
  /** The editor's own version, kept in this browser after taking the other one, until dismissed. */
  const [keptAside, setKeptAside] = useState<LocalCopy<ContentForm> | null>(null);
  /** When unsaved edits were brought back from this browser on opening the item. */
  const [recoveredAt, setRecoveredAt] = useState<number | null>(null);

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
    setTheirs(null);
    setComparing(false);
    setRecoveredAt(null);
    setSaveError(null);
    setFieldErrors({});
    setStatus("");
  }, []);

  /** Puts `next` in the form as unsaved edits (a local copy brought back, or the editor's own version). */
  const showUnsaved = useCallback((next: ContentForm) => {
    bodyJson.current = JSON.stringify(next.body);
    editSeq.current += 1;
    setForm(next);
    setEditorKey((key) => key + 1);
    setDirty(true);
  }, []);

  /**
   * Someone else saved first: the editor's text stays in the form (and in this browser); their
   * version is fetched to be shown beside it, with who saved it.
   */
  const enterConflict = useCallback(
    async (itemId: number, known?: ContentDto) => {
      setConflict(true);
      try {
        const [dto, history] = await Promise.all([
          known ?? api<ContentDto>(`${config.api}/${itemId}`),
          api<{ revisions: RevisionListItem[] }>(`${config.api}/${itemId}/revisions`).catch(() => ({ revisions: [] })),
        ]);
        if (mounted.current) setTheirs({ dto, by: history.revisions[0]?.actorName ?? null });
      } catch (caught) {
        if (mounted.current) setSaveError(asApiError(caught));
      }
    },
    [api, config.api, mounted],
  );

  const loadRecord = useCallback(
    async (recordIdToLoad: number) => {
      setLoad({ state: "loading" });
      try {
        const dto = await api<ContentDto>(`${config.api}/${recordIdToLoad}`);
        if (!mounted.current) return;
        resetTo(dto);
        setKeptAside(readLocalCopy<ContentForm>(localCopyKey(kind, dto.id, true)));
        const copy = readLocalCopy<ContentForm>(localCopyKey(kind, dto.id));
        if (copy && !sameContent(copy.form, formFromDto(dto))) {
          // Typed here before a reload or a crash: back in the form, unsaved; a conflict if the item moved on since.
          showUnsaved(copy.form);
          setRecoveredAt(copy.at);
          if (copy.baseVersion !== dto.version) void enterConflict(dto.id, dto);
        } else if (copy) dropLocalCopy(localCopyKey(kind, dto.id));
        setLoad({ state: "ready" });
      } catch (caught) {
        if (!mounted.current) return;
        setLoad({ state: "error", error: asApiError(caught) });
      }
    },
    [api, config.api, enterConflict, kind, mounted, resetTo, showUnsaved],
  );

  // Follow the address: a new record, or another id (a record just created is already here).
  useEffect(() => {
    if (id === null) {
      if (recordId.current !== null || editSeq.current > 0) resetTo(null);
      const copy = readLocalCopy<ContentForm>(localCopyKey(kind, null));
      if (copy) {
        showUnsaved(copy.form);
        setRecoveredAt(copy.at);
      }
      setLoad({ state: "ready" });
      return;
    }
    if (recordId.current === id) return;
    void loadRecord(id);
  }, [id, kind, loadRecord, resetTo, showUnsaved]);

  // Every edit is also kept in this browser until it is saved.
  useEffect(() => {
    if (!dirty || load.state !== "ready") return;
    const timer = setTimeout(() => {
      writeLocalCopy(localCopyKey(kind, recordId.current), { form: formRef.current, baseVersion: savedRef.current?.version ?? null, at: Date.now() });
    }, LOCAL_COPY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, dirty, kind, load.state, formRef, savedRef]);

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
    /**
     * `over`: save over this version instead of the loaded one ("Benimkini kaydet" over theirs).
     * "auto" and "pending" keep a published item's edits as its pending draft (not public).
     */
    async (reason: "manual" | "auto" | "pending", over?: SavedState) => {
      if (savingRef.current) return;
      const current = formRef.current;
      const stored = over ?? savedRef.current;
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
        const pending = reason !== "manual" && stored?.status === "published";
        const dto = stored
          ? await api<ContentDto>(`${config.api}/${stored.id}${pending ? "/draft" : ""}`, { method: "PUT", body: { ...built.input, version: stored.version } })
          : await api<ContentDto>(config.api, { method: "POST", body: built.input });
        if (!mounted.current) return;
        recordId.current = dto.id;
        setSaved(savedOf(dto));
        setSaveError(null);
        setFieldErrors({});
        setConflict(false);
        setTheirs(null);
        setComparing(false);
        setRecoveredAt(null);
        if (!stored) dropLocalCopy(localCopyKey(kind, null));
        if (editSeq.current === seq) {
          dropLocalCopy(localCopyKey(kind, dto.id));
          setDirty(false);
          // Take over what the server settled (slug, publication mode); the editor keeps its text.
          setForm((previous) => ({ ...formFromDto(dto), body: previous.body }));
        } else if (!formRef.current.slug) {
          setForm((previous) => ({ ...previous, slug: dto.slug }));
        }
        const clock = showClock(new Date());
        setStatus(
          dto.status === "draft"
            ? `Taslak kaydedildi · ${clock}`
            : dto.pendingDraft
              ? `Değişiklikler kaydedildi, henüz yayımlanmadı · ${clock}`
              : dto.visibility === "scheduled"
                ? `Kaydedildi ve planlandı · ${clock}`
                : `Yayında · ${clock}`,
        );
        if (!stored) navigate(`${config.admin}/${dto.id}`, { replace: true });
      } catch (caught) {
        if (!mounted.current) return;
        const error = asApiError(caught);
        if (error.isConflict && stored) {
          writeLocalCopy(localCopyKey(kind, stored.id), { form: current, baseVersion: stored.version, at: Date.now() });
          void enterConflict(stored.id);
        }
        setSaveError(error);
        setFieldErrors(error.fields);
        setStatus(reason === "auto" ? "Taslak otomatik kaydedilemedi." : "");
      } finally {
        savingRef.current = false;
        if (mounted.current) setSaving(false);
      }
    },
    [api, config.admin, config.api, enterConflict, formRef, kind, mounted, navigate, savedRef],
  );

  // Autosave 3 s after the last edit (a draft, or a published item's pending draft); never after a conflict.
  useEffect(() => {
    if (!dirty || saving || conflict || !autosaves(form.mode, saved) || load.state !== "ready") return;
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
      if (error.isConflict) void enterConflict(saved.id);
      setSaveError(error);
    }
  };

  /** Drops a published item's pending draft: the form goes back to what the public sees. */
  const discardPending = async () => {
    if (!saved) return;
    try {
      const dto = await api<ContentDto>(`${config.api}/${saved.id}/draft`, { method: "DELETE", query: { version: saved.version } });
      dropLocalCopy(localCopyKey(kind, saved.id));
      resetTo(dto);
      setStatus("Yayımlanmamış değişiklikler atıldı.");
    } catch (caught) {
      const error = asApiError(caught);
      if (error.isConflict) void enterConflict(saved.id);
      setSaveError(error);
    }
  };

  /** "Benimkini kaydet": my version becomes the newest; theirs stays in the history. */
  const keepMine = () => {
    if (theirs) void save("manual", savedOf(theirs.dto));
  };

  /** "Onlarınkini al": their version in the form; mine kept in this browser until dismissed. */
  const takeTheirs = () => {
    if (!theirs) return;
    const mine: LocalCopy<ContentForm> = { form: formRef.current, baseVersion: savedRef.current?.version ?? null, at: Date.now() };
    writeLocalCopy(localCopyKey(kind, theirs.dto.id, true), mine);
    dropLocalCopy(localCopyKey(kind, theirs.dto.id));
    resetTo(theirs.dto);
    setKeptAside(mine);
    setStatus("Diğer sürüm yüklendi. Sizin sürümünüz bu tarayıcıda yerel kopya olarak duruyor.");
  };

  const bringBackMine = () => {
    if (!keptAside || !saved) return;
    showUnsaved(keptAside.form);
    dismissAside();
  };

  const dismissAside = () => {
    if (saved) dropLocalCopy(localCopyKey(kind, saved.id, true));
    setKeptAside(null);
  };

  /** Throws away the unsaved edits brought back from this browser, showing the stored version. */
  const discardRecovered = () => {
    dropLocalCopy(localCopyKey(kind, recordId.current));
    if (saved) void loadRecord(saved.id);
    else resetTo(null);
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

      {saved?.pendingDraft ? (
        <div className="notice notice-info pending-draft-notice">
          <p>
            <strong>Yayımlanmamış değişiklikler var</strong> ({saved.pendingDraft.by}, {showDateTime(saved.pendingDraft.savedAt)}). Formda bu değişiklikler görünüyor; herkese açık sayfa “Güncelle”ye basılana
            kadar önceki hâliyle kalır.
          </p>
          <p className="button-row">
            <ConfirmAction
              label="Değişiklikleri at"
              confirmLabel="Evet, at"
              busyLabel="Atılıyor…"
              className="button button-secondary button-small"
              question="Yayımlanmamış değişiklikler atılsın ve form yayındaki hâline dönsün mü? (Geçmiş’te kalırlar.)"
              onConfirm={discardPending}
            />
          </p>
        </div>
      ) : null}

      <form className="admin-form" onSubmit={onSubmit} noValidate>
        {/* A conflict is told at the save bar, where the editor is looking. */}
        <ErrorNotice error={conflict ? null : saveError} />
        {recoveredAt !== null && !conflict ? (
          <div className="notice notice-info" role="status">
            <p>{showDateTime(new Date(recoveredAt).toISOString())} tarihinde bu tarayıcıda yazdığınız, kaydedilmemiş değişiklikler geri getirildi.</p>
            <p className="button-row">
              <button type="button" className="button button-secondary button-small" onClick={discardRecovered}>
                Bu değişiklikleri at
              </button>
            </p>
          </div>
        ) : null}
        {keptAside ? (
          <div className="notice notice-info" role="status">
            <p>Sizin sürümünüz ({showDateTime(new Date(keptAside.at).toISOString())}) bu tarayıcıda yerel kopya olarak duruyor.</p>
            <p className="button-row">
              <button type="button" className="button button-secondary button-small" onClick={bringBackMine}>
                Kendi sürümümü forma getir
              </button>
              <button type="button" className="button button-secondary button-small" onClick={dismissAside}>
                Yerel kopyayı sil
              </button>
            </p>
          </div>
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
          {autosaves(form.mode, saved) ? (
            <p className="field-hint">
              {saved?.status === "published"
                ? "Değişiklikleriniz yazmayı bıraktıktan birkaç saniye sonra kaydedilir ama yayımlanmaz: herkese açık sayfa “Güncelle”ye basana kadar önceki hâliyle kalır."
                : "Taslaklar, yazmayı bıraktıktan birkaç saniye sonra kendiliğinden kaydedilir."}
            </p>
          ) : null}
        </fieldset>

        {conflict && comparing && theirs ? (
          <section className="conflict-compare" aria-label="İki sürüm yan yana">
            <ComparisonSlot before={comparableOf(kind, formFromDto(theirs.dto))} after={comparableOf(kind, form)} beforeLabel="Onların sürümü" afterLabel="Sizin sürümünüz" />
          </section>
        ) : null}

        <div className={conflict ? "form-actions has-conflict" : "form-actions"}>
          {conflict ? (
            <div className="conflict-notice" role="alert">
              <p>
                <strong>Kaydedilmedi:</strong> siz düzenlerken {theirs?.by ? `${theirs.by} bu kaydı kaydetti` : "bu kayıt başka biri tarafından kaydedildi"}. Yazdıklarınız kaybolmadı; bu formda ve bu tarayıcıda duruyor.
              </p>
              <p className="button-row">
                <button type="button" className="button button-secondary button-small" aria-expanded={comparing} disabled={!theirs} onClick={() => setComparing((open) => !open)}>
                  {comparing ? "Karşılaştırmayı kapat" : "İki sürümü karşılaştır"}
                </button>
                <button type="button" className="button button-small" disabled={!theirs || saving} onClick={keepMine}>
                  Benimkini kaydet
                </button>
                <button type="button" className="button button-secondary button-small" disabled={!theirs || saving} onClick={takeTheirs}>
                  Onlarınkini al
                </button>
              </p>
            </div>
          ) : (
            <>
              <button type="submit" className="button" disabled={saving}>
                {saving ? "Kaydediliyor…" : saveLabel(form.mode, saved)}
              </button>
              {saved?.status === "published" && form.mode !== "draft" && dirty ? (
                <button type="button" className="button button-secondary" disabled={saving} onClick={() => void save("pending")}>
                  Yayımlamadan kaydet
                </button>
              ) : null}
              <StatusText>{status || (dirty ? "Kaydedilmemiş değişiklikler var." : "")}</StatusText>
            </>
          )}
        </div>
      </form>

      {saved ? (
        <History<ContentDto>
          basePath={`${config.api}/${saved.id}`}
          version={saved.version}
          dirty={dirty}
          onRestored={(dto) => {
            resetTo(dto);
            setStatus(`Eski sürüm geri yüklendi ve kaydedildi · ${showClock(new Date())}`);
          }}
        />
      ) : null}

      {saved ? (
        <section className="danger-zone" aria-labelledby={fieldId("sil-baslik")}>
          <h2 id={fieldId("sil-baslik")}>Çöp kutusuna taşı</h2>
          <p className="meta">Kayıt sitede hemen görünmez olur; 30 gün boyunca “Çöp kutusu”ndan adresiyle birlikte geri alınabilir.</p>
          <ConfirmAction label={config.deleteLabel} confirmLabel="Evet, taşı" busyLabel="Taşınıyor…" question="Bu kayıt çöp kutusuna taşınsın mı?" onConfirm={remove} />
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
