/** Sayfalar: the fixed pages (Ana sayfa, Hakkımızda, İletişim, KVKK Aydınlatma Metni) and their edit form. */
import type { FormEvent } from "react";
import type { PageDto } from "../../../src/shared/admin-contract";
import { EDITABLE_PAGES, PAGE_KEYS, type PageKey } from "../../../src/shared/content-kinds/page";
import { LocalCopyNotices, SaveBar } from "../conflict-panel";
import { EditorSlot } from "../editor-slot";
import { Link } from "../router";
import { PAGE_LABELS } from "../routes";
import { showClock, showDateTime } from "../time";
import { ErrorNotice, SectionHeader, StatusText, TextAreaField, TextField } from "../ui";
import { History } from "./History";
import { PageExtraFields } from "./pages/PageExtraFields";
import { PageLoading } from "./pages/PageLoading";
import { usePageText } from "./pages/use-page-text";


/** The "replace this" marker of a page never saved: shown here only, never on the public page. */
const DEFAULT_TEXT_NOTE = "Örnek metin: sitede şu an bu metin görünüyor. Derneğinizin kendi bilgileriyle değiştirip kaydedin.";

export { PAGE_FIELDS } from "./pages/page-fields";

export function PagesList() {
  return (
    <section className="admin-section">
      <SectionHeader title="Sayfalar" lead="Sitenin sabit sayfalarının metinleri." />
      <ul className="card-grid page-cards">
        {PAGE_KEYS.map((key) => (
          <li key={key} className="card">
            <h2 className="card-title">
              <Link href={`/admin/sayfalar/${key}`}>{PAGE_LABELS[key]}</Link>
            </h2>
            <p className="meta">{EDITABLE_PAGES[key].description}</p>
            <p>
              <a href={EDITABLE_PAGES[key].path} target="_blank" rel="noopener">
                Sayfayı gör<span className="visually-hidden"> ({PAGE_LABELS[key]}, yeni sekmede açılır)</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PageEditor({ pageKey }: { pageKey: PageKey }) {
  const { versioned, loadError, load, editField, save } = usePageText(pageKey);
  const { form, stored: page, saving, dirty, conflict, saveError: error, fieldErrors, status, edit, onBodyChange, resetTo } = versioned;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const label = PAGE_LABELS[pageKey];
  const title = `${label} sayfasını düzenle`;
  if (!page) return <PageLoading title={title} loadError={loadError} onRetry={() => void load()} />;

  const prefix = `sayfa-${pageKey}`;
  const bodyLabelId = `${prefix}-metin-etiket`;
  return (
    <section className="admin-section">
      <SectionHeader title={title} lead={page.version === 0 ? DEFAULT_TEXT_NOTE : `Son güncelleme: ${showDateTime(page.updatedAt)}`}>
        <a className="button button-secondary" href={EDITABLE_PAGES[pageKey].path} target="_blank" rel="noopener">
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
        <PageExtraFields pageKey={pageKey} prefix={prefix} values={form.fields} errors={fieldErrors} onChange={editField} />
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
          live
          onRestored={(restored) => {
            resetTo(restored);
            versioned.setStatus(`Eski sürüm geri yüklendi ve kaydedildi · ${showClock(new Date())}`);
          }}
        />
      ) : null}
    </section>
  );
}
