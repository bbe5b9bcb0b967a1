/**
 * The Gündem / Etkinlik form (/admin/gundem/yeni, /admin/gundem/:id and the same for events):
 * fields, rich text (EditorSlot), cover, publication, saving with the loaded version, autosave of
 * drafts, and the conflict notice when someone else saved first.
 */
import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";
import { SEO_DESCRIPTION_MAX, type AttendanceMode } from "../../../src/admin/contract";
import { ApiClientError, asApiError, useApi } from "../api";
import { checkedOf } from "../browser";
import { LocalCopyNotices, SaveBar } from "../conflict-panel";
import { EditorSlot } from "../editor-slot";
import { useMountedRef } from "../hooks";
import { dropLocalCopy, localCopyKey } from "../local-copy";
import { Link, useRouter } from "../router";
import type { ContentKind } from "../routes";
import { showClock, showDateTime } from "../time";
import { ConfirmAction, ErrorNotice, Loading, SectionHeader, StatusText, TextAreaField, TextField, VisibilityBadge } from "../ui";
import { useVersionedForm } from "../versioned-form";
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
} from "./content-form";
import { KINDS } from "./content-kinds";
import { CoverPicker, type PickerWords } from "./CoverPicker";
import { History } from "./History";

export const AUTOSAVE_DELAY_MS = 3000;

type LoadState = { state: "ready" } | { state: "loading" } | { state: "error"; error: ApiClientError };

const SOCIAL_IMAGE_WORDS: PickerWords = {
  legend: "Paylaşım görseli",
  none: "Paylaşım görseli seçilmedi; kapak görseli kullanılır.",
  selected: "Seçili paylaşım görseli",
  choose: "Paylaşım görseli seç",
  change: "Paylaşım görselini değiştir",
  remove: "Paylaşım görselini kaldır",
  chooseLabel: "Paylaşım görseli yap",
};

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
  const [load, setLoad] = useState<LoadState>(id === null ? { state: "ready" } : { state: "loading" });

  const versioned = useVersionedForm<ContentForm, ContentDto>({
    formOf: formFromDto,
    emptyForm,
    versionOf: (dto) => dto.version,
    apiPathOf: (dto) => `${config.api}/${dto.id}`,
    copyKeyOf: (dto, aside) => localCopyKey(kind, dto?.id ?? null, aside),
    sameContent,
    ready: load.state === "ready",
  });
  const { form, stored, storedRef, dirty, saving, conflict, saveError, fieldErrors, status, edit, onBodyChange, open, resetTo, enterConflict, save: saveVersioned } = versioned;
  const saved = useMemo(() => (stored ? savedOf(stored) : null), [stored]);

  const loadRecord = useCallback(
    async (recordIdToLoad: number) => {
      setLoad({ state: "loading" });
      try {
        const dto = await api<ContentDto>(`${config.api}/${recordIdToLoad}`);
        if (!mounted.current) return;
        open(dto);
        setLoad({ state: "ready" });
      } catch (caught) {
        if (!mounted.current) return;
        setLoad({ state: "error", error: asApiError(caught) });
      }
    },
    [api, config.api, mounted, open],
  );

  // Follow the address: a new record, or another id (a record just created is already here).
  useEffect(() => {
    if (id === null) {
      open(null);
      setLoad({ state: "ready" });
      return;
    }
    if (storedRef.current?.id === id) return;
    void loadRecord(id);
  }, [id, kind, loadRecord, open, storedRef]);

  const save = useCallback(
    /**
     * `over`: save over this version instead of the loaded one ("Benimkini kaydet" over theirs).
     * "auto" and "pending" keep a published item's edits as its pending draft (not public).
     */
    (reason: "manual" | "auto" | "pending", over?: ContentDto) =>
      saveVersioned({
        over,
        background: reason === "auto" ? "Taslak otomatik kaydedilemedi" : undefined,
        prepare: (current, base) => {
          const built = buildInput(kind, current, base ? savedOf(base) : null, Date.now());
          if (!built.ok) return { errors: built.errors };
          const pending = reason !== "manual" && base?.status === "published";
          return {
            send: () =>
              base
                ? api<ContentDto>(`${config.api}/${base.id}${pending ? "/draft" : ""}`, { method: "PUT", body: { ...built.input, version: base.version } })
                : api<ContentDto>(config.api, { method: "POST", body: built.input }),
          };
        },
        // Take over what the server settled (slug, publication mode); the editor keeps its text.
        settle: (dto, previous, typedSince) => (!typedSince ? { ...formFromDto(dto), body: previous.body } : previous.slug ? previous : { ...previous, slug: dto.slug }),
        savedStatus: (dto) => {
          const clock = showClock(new Date());
          return dto.status === "draft"
            ? `Taslak kaydedildi · ${clock}`
            : dto.pendingDraft
              ? `Değişiklikler kaydedildi, henüz yayımlanmadı · ${clock}`
              : dto.visibility === "scheduled"
                ? `Kaydedildi ve planlandı · ${clock}`
                : `Yayında · ${clock}`;
        },
        onSaved: (dto, base) => {
          if (!base) navigate(`${config.admin}/${dto.id}`, { replace: true });
        },
      }),
    [api, config.admin, config.api, kind, navigate, saveVersioned],
  );

  // Autosave 3 s after the last edit (a draft, or a published item's pending draft); never after a conflict.
  useEffect(() => {
    if (!dirty || saving || conflict || !autosaves(form.mode, saved) || load.state !== "ready") return;
    const timer = setTimeout(() => void save("auto"), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, dirty, saving, conflict, saved, load.state, save]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save("manual");
  };

  const remove = async () => {
    if (!stored) return;
    try {
      await api(`${config.api}/${stored.id}`, { method: "DELETE", query: { version: stored.version } });
      versioned.setDirty(false);
      navigate(config.admin, { force: true });
    } catch (caught) {
      const error = asApiError(caught);
      if (error.isConflict) void enterConflict(stored);
      versioned.setSaveError(error);
    }
  };

  /** Drops a published item's pending draft: the form goes back to what the public sees. */
  const discardPending = async () => {
    if (!stored) return;
    try {
      const dto = await api<ContentDto>(`${config.api}/${stored.id}/draft`, { method: "DELETE", query: { version: stored.version } });
      dropLocalCopy(localCopyKey(kind, stored.id));
      resetTo(dto);
      versioned.setStatus("Yayımlanmamış değişiklikler atıldı.");
    } catch (caught) {
      const error = asApiError(caught);
      if (error.isConflict) void enterConflict(stored);
      versioned.setSaveError(error);
    }
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
        <LocalCopyNotices versioned={versioned} />

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
            <EditorSlot key={versioned.editorKey} initialValue={form.body} onChange={onBodyChange} labelledBy={bodyLabelId} placeholder="Metni buraya yazın…" />
            {fieldErrors.body ? <p className="field-error">{fieldErrors.body}</p> : null}
          </div>
        </fieldset>

        {kind === "events" ? <EventFields form={form} edit={edit} errors={fieldErrors} fieldId={fieldId} /> : null}

        <CoverPicker idPrefix={prefix} value={form.coverImage} onChange={(coverImage) => edit({ coverImage })} />
        {fieldErrors.coverImageId ? <p className="field-error">{fieldErrors.coverImageId}</p> : null}

        <fieldset className="admin-fieldset">
          <legend>Arama motorları ve paylaşım</legend>
          <TextAreaField
            id={fieldId("arama-aciklamasi")}
            label="Arama motoru açıklaması"
            rows={3}
            maxLength={SEO_DESCRIPTION_MAX}
            value={form.seoDescription}
            error={fieldErrors.seoDescription}
            hint={`Arama sonuçlarında ve paylaşımlarda görünen açıklama. Boş bırakırsanız özet kullanılır. ${form.seoDescription.length} / ${SEO_DESCRIPTION_MAX} karakter.`}
            onChange={(seoDescription) => edit({ seoDescription })}
          />
          <CoverPicker
            idPrefix={`${prefix}-paylasim`}
            value={form.socialImage}
            onChange={(socialImage) => edit({ socialImage })}
            words={SOCIAL_IMAGE_WORDS}
            hint="Bağlantı paylaşıldığında görünen görsel. Seçmezseniz kapak görseli kullanılır."
          />
          {fieldErrors.socialImageId ? <p className="field-error">{fieldErrors.socialImageId}</p> : null}
        </fieldset>

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

        <SaveBar versioned={versioned} compared={(version) => comparableOf(kind, version)} onKeepMine={(theirs) => void save("manual", theirs)}>
          <button type="submit" className="button" disabled={saving}>
            {saving ? "Kaydediliyor…" : saveLabel(form.mode, saved)}
          </button>
          {saved?.status === "published" && form.mode !== "draft" && dirty ? (
            <button type="button" className="button button-secondary" disabled={saving} onClick={() => void save("pending")}>
              Yayımlamadan kaydet
            </button>
          ) : null}
          <StatusText>{status || (dirty ? "Kaydedilmemiş değişiklikler var." : "")}</StatusText>
        </SaveBar>
      </form>

      {saved ? (
        <History<ContentDto>
          basePath={`${config.api}/${saved.id}`}
          version={saved.version}
          dirty={dirty}
          onRestored={(dto) => {
            resetTo(dto);
            versioned.setStatus(`Eski sürüm geri yüklendi ve kaydedildi · ${showClock(new Date())}`);
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
