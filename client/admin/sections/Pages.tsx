/** Sayfalar: the fixed pages (Ana sayfa, Hakkımızda, İletişim, KVKK Aydınlatma Metni) and their edit form. */
import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { PageDto, PageKey, RichTextJson } from "../../../src/shared/admin-contract";
import { ApiClientError, asApiError, useApi } from "../api";
import { LocalCopyNotices, SaveBar } from "../conflict-panel";
import { EditorSlot } from "../editor-slot";
import { useMountedRef } from "../hooks";
import { localCopyKey } from "../local-copy";
import { Link } from "../router";
import { PAGE_LABELS } from "../routes";
import { showClock, showDateTime } from "../time";
import { ErrorNotice, Loading, SectionHeader, StatusText, TextAreaField, TextField } from "../ui";
import { useVersionedForm } from "../versioned-form";
import { emptyBody } from "./content-form";
import { History } from "./History";

export const PAGE_PUBLIC_PATHS: Record<PageKey, string> = { home: "/", about: "/hakkimizda", contact: "/iletisim", kvkk: "/kvkk" };

const PAGE_DESCRIPTIONS: Record<PageKey, string> = {
  home: "Karşılama alanı, düğme ve giriş metni.",
  about: "Derneğin tanıtımı.",
  contact: "Adres, telefon, e-posta, harita ve çalışma saatleri.",
  kvkk: "Kişisel verilerin işlenmesine ilişkin aydınlatma metni. Saklama süreleri, çerezler ve veri sorumlusunun iletişim bilgileri sayfaya kendiliğinden eklenir.",
};

interface PageFieldSpec {
  name: string;
  label: string;
  kind: "text" | "textarea" | "tel" | "email" | "url" | "link";
  hint?: string;
}

export const PAGE_FIELDS: Record<PageKey, readonly PageFieldSpec[]> = {
  home: [
    { name: "heroTitle", label: "Karşılama başlığı", kind: "text" },
    { name: "heroText", label: "Karşılama metni", kind: "textarea" },
    { name: "ctaLabel", label: "Düğme yazısı", kind: "text", hint: "Örneğin “Etkinliklere göz atın”." },
    { name: "ctaHref", label: "Düğme bağlantısı", kind: "link", hint: "Sitedeki bir sayfa (/etkinlikler) ya da tam adres (https://…)." },
  ],
  about: [],
  contact: [
    { name: "address", label: "Adres", kind: "textarea" },
    { name: "phone", label: "Telefon", kind: "tel" },
    { name: "email", label: "E-posta", kind: "email" },
    { name: "mapUrl", label: "Harita bağlantısı", kind: "url", hint: "Haritada konumun adresi (https://…)." },
    { name: "officeHours", label: "Çalışma saatleri", kind: "textarea" },
  ],
  kvkk: [],
};

export function PagesList() {
  return (
    <section className="admin-section">
      <SectionHeader title="Sayfalar" lead="Sitenin sabit sayfalarının metinleri." />
      <ul className="card-grid page-cards">
        {(Object.keys(PAGE_LABELS) as PageKey[]).map((key) => (
          <li key={key} className="card">
            <h2 className="card-title">
              <Link href={`/admin/sayfalar/${key}`}>{PAGE_LABELS[key]}</Link>
            </h2>
            <p className="meta">{PAGE_DESCRIPTIONS[key]}</p>
            <p>
              <a href={PAGE_PUBLIC_PATHS[key]} target="_blank" rel="noopener">
                Sayfayı gör<span className="visually-hidden"> ({PAGE_LABELS[key]}, yeni sekmede açılır)</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface PageForm {
  title: string;
  summary: string;
  body: RichTextJson;
  fields: Record<string, string>;
}

const formOf = (page: PageDto): PageForm => ({
  title: page.title,
  summary: page.summary,
  body: page.body && typeof page.body === "object" && "root" in page.body ? page.body : emptyBody(),
  fields: { ...page.fields },
});

const emptyPageForm = (): PageForm => ({ title: "", summary: "", body: emptyBody(), fields: {} });
const samePageForm = (a: PageForm, b: PageForm) => JSON.stringify(a) === JSON.stringify(b);

export function PageEditor({ pageKey }: { pageKey: PageKey }) {
  const { api } = useApi();
  const mounted = useMountedRef();
  const [loadError, setLoadError] = useState<ApiClientError | null>(null);
  const versioned = useVersionedForm<PageForm, PageDto>({
    formOf,
    emptyForm: emptyPageForm,
    versionOf: (page) => page.version,
    apiPathOf: (page) => `/pages/${page.key}`,
    copyKeyOf: (_page, aside) => localCopyKey("page", pageKey, aside),
    sameContent: samePageForm,
    ready: !loadError,
  });
  const { form, stored: page, saving, dirty, conflict, saveError: error, fieldErrors, status, edit, onBodyChange, open, resetTo } = versioned;

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const loaded = await api<PageDto>(`/pages/${pageKey}`);
      if (mounted.current) open(loaded);
    } catch (caught) {
      if (mounted.current) setLoadError(asApiError(caught));
    }
  }, [api, mounted, open, pageKey]);

  useEffect(() => {
    void load();
  }, [load]);

  const editField = (name: string, value: string) => edit((previous) => ({ fields: { ...previous.fields, [name]: value } }));

  /** `over`: save over this version instead of the loaded one ("Benimkini kaydet" over theirs). */
  const save = (over?: PageDto) =>
    versioned.save({
      over,
      // The server's schemas (pageUpdate, and the page's own in src/db/pages.ts) judge every field and
      // name each one they refuse by the same key as PAGE_FIELDS; the form keeps no copy of their rules.
      prepare: (current, base) => {
        const fields = Object.fromEntries(Object.entries(current.fields).map(([name, value]) => [name, value.trim()]));
        const body = { title: current.title.trim(), summary: current.summary.trim(), body: current.body, fields, version: base?.version ?? 0 };
        return { send: () => api<PageDto>(`/pages/${pageKey}`, { method: "PUT", body }) };
      },
      savedStatus: () => `Kaydedildi · ${showClock(new Date())}`,
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const label = PAGE_LABELS[pageKey];
  const title = `${label} sayfasını düzenle`;
  if (!page) {
    return (
      <section className="admin-section">
        <SectionHeader title={title} />
        <ErrorNotice error={loadError} />
        {loadError ? (
          <p className="button-row">
            <button type="button" className="button button-secondary" onClick={() => void load()}>
              Tekrar dene
            </button>
            <Link href="/admin/sayfalar">Sayfalara dön</Link>
          </p>
        ) : (
          <Loading lines={5} />
        )}
      </section>
    );
  }

  const prefix = `sayfa-${pageKey}`;
  const bodyLabelId = `${prefix}-metin-etiket`;
  return (
    <section className="admin-section">
      <SectionHeader title={title} lead={page.version === 0 ? "Varsayılan metin gösteriliyor; henüz kaydedilmedi." : `Son güncelleme: ${showDateTime(page.updatedAt)}`}>
        <a className="button button-secondary" href={PAGE_PUBLIC_PATHS[pageKey]} target="_blank" rel="noopener">
          Herkese açık sayfayı gör<span className="visually-hidden"> (yeni sekmede açılır)</span>
        </a>
        <Link className="button button-secondary" href="/admin/sayfalar">
          Sayfalara dön
        </Link>
      </SectionHeader>
      <form className="admin-form" onSubmit={submit} noValidate>
        {/* A conflict is told at the save bar, where the editor is looking. */}
        <ErrorNotice error={conflict ? null : error} />
        <LocalCopyNotices versioned={versioned} />
        <fieldset className="admin-fieldset">
          <legend>İçerik</legend>
          <TextField id={`${prefix}-baslik`} label="Başlık" required maxLength={120} value={form.title} error={fieldErrors.title} onChange={(value) => edit({ title: value })} />
          <TextAreaField id={`${prefix}-ozet`} label="Özet" rows={3} maxLength={400} value={form.summary} error={fieldErrors.summary} onChange={(value) => edit({ summary: value })} />
          <div className={fieldErrors.body ? "field has-error" : "field"}>
            <span className="field-label" id={bodyLabelId}>
              Metin
            </span>
            <EditorSlot key={versioned.editorKey} initialValue={form.body} onChange={onBodyChange} labelledBy={bodyLabelId} placeholder="Sayfa metnini buraya yazın…" />
            {fieldErrors.body ? <p className="field-error">{fieldErrors.body}</p> : null}
          </div>
        </fieldset>
        {PAGE_FIELDS[pageKey].length > 0 ? (
          <fieldset className="admin-fieldset">
            <legend>{pageKey === "home" ? "Karşılama alanı" : "İletişim bilgileri"}</legend>
            {PAGE_FIELDS[pageKey].map((spec) =>
              spec.kind === "textarea" ? (
                <TextAreaField
                  key={spec.name}
                  id={`${prefix}-${spec.name}`}
                  label={spec.label}
                  hint={spec.hint}
                  rows={3}
                  value={form.fields[spec.name] ?? ""}
                  error={fieldErrors[spec.name]}
                  onChange={(value) => editField(spec.name, value)}
                />
              ) : (
                <TextField
                  key={spec.name}
                  id={`${prefix}-${spec.name}`}
                  label={spec.label}
                  hint={spec.hint}
                  type={spec.kind === "link" ? "text" : spec.kind}
                  inputMode={spec.kind === "link" ? "url" : undefined}
                  autoComplete="off"
                  value={form.fields[spec.name] ?? ""}
                  error={fieldErrors[spec.name]}
                  onChange={(value) => editField(spec.name, value)}
                />
              ),
            )}
            {fieldErrors.fields ? <p className="field-error">{fieldErrors.fields}</p> : null}
          </fieldset>
        ) : null}
        <SaveBar versioned={versioned} compared={(version) => ({ ...version })} onKeepMine={(theirs) => void save(theirs)}>
          <button type="submit" className="button" disabled={saving}>
            {saving ? "Kaydediliyor…" : "Kaydet"}
          </button>
          <StatusText>{status || (dirty ? "Kaydedilmemiş değişiklikler var." : "")}</StatusText>
        </SaveBar>
      </form>
      {page.version > 0 ? (
        <History<PageDto>
          basePath={`/pages/${pageKey}`}
          version={page.version}
          dirty={dirty}
          onRestored={(restored) => {
            resetTo(restored);
            versioned.setStatus(`Eski sürüm geri yüklendi ve kaydedildi · ${showClock(new Date())}`);
          }}
        />
      ) : null}
    </section>
  );
}
