/**
 * The Gündem / Etkinlik form (/admin/gundem/yeni, /admin/gundem/:id and the same for events):
 * fields, rich text (EditorSlot), cover, publication, saving with the loaded version, autosave of
 * drafts, and the conflict notice when someone else saved first. Each part is a file of this folder;
 * this one puts them together.
 */
import type { FormEvent } from "react";
import { LocalCopyNotices } from "../../conflict-panel";
import { Link } from "../../router";
import type { ContentKind } from "../../routes";
import { showClock } from "../../time";
import { ErrorNotice, Loading, SectionHeader } from "../../ui";
import type { ContentDto } from "../content-form";
import { KINDS } from "../content-kinds";
import { History } from "../History";
import { ContentFields } from "./ContentFields";
import { CoverField } from "./CoverField";
import { EditorHeader } from "./EditorHeader";
import { EventFields } from "./EventFields";
import { PendingDraftNotice } from "./PendingDraftNotice";
import { PublicationFields } from "./PublicationFields";
import { PublishBar } from "./PublishBar";
import { RecordState } from "./RecordState";
import { SeoFields } from "./SeoFields";
import { TrashZone } from "./TrashZone";
import { useContentRecord } from "./use-content-record";
import { useContentSave } from "./use-content-save";
import { useRecordActions } from "./use-record-actions";

export function ContentEditor({ kind, id }: { kind: ContentKind; id: number | null }) {
  const config = KINDS[kind];
  const prefix = kind === "news" ? "gundem" : "etkinlik";
  const { load, loadRecord, versioned } = useContentRecord(kind, id);
  const { save, saved } = useContentSave(kind, versioned, load.state === "ready");
  const { remove, discardPending } = useRecordActions(kind, versioned);
  const { form, edit, fieldErrors, conflict, saveError, dirty, resetTo } = versioned;
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
  const part = { form, edit, errors: fieldErrors, fieldId };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save("manual");
  };

  return (
    <section className="admin-section">
      <EditorHeader kind={kind} title={title} saved={saved} />
      {saved ? <RecordState saved={saved} /> : null}
      {saved?.pendingDraft ? <PendingDraftNotice pendingDraft={saved.pendingDraft} onDiscard={discardPending} /> : null}

      <form className="admin-form" onSubmit={onSubmit} noValidate>
        {/* A conflict is told at the save bar, where the editor is looking. */}
        <ErrorNotice error={conflict ? null : saveError} />
        <LocalCopyNotices versioned={versioned} />
        <ContentFields {...part} publicBase={config.publicBase} editorKey={versioned.editorKey} onBodyChange={versioned.onBodyChange} />
        {kind === "events" ? <EventFields {...part} /> : null}
        <CoverField {...part} idPrefix={prefix} />
        <SeoFields {...part} idPrefix={prefix} />
        <PublicationFields {...part} saved={saved} />
        <PublishBar kind={kind} versioned={versioned} saved={saved} save={save} />
      </form>

      {saved ? (
        <History<ContentDto>
          basePath={`${config.api}/${saved.id}`}
          version={saved.version}
          dirty={dirty}
          live={saved.visibility === "published"}
          onRestored={(dto) => {
            resetTo(dto);
            versioned.setStatus(`Eski sürüm geri yüklendi ve kaydedildi · ${showClock(new Date())}`);
          }}
        />
      ) : null}

      {saved ? <TrashZone headingId={fieldId("sil-baslik")} deleteLabel={config.deleteLabel} onConfirm={remove} /> : null}
    </section>
  );
}
