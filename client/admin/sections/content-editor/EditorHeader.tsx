/** The editor's title and its ways out: preview, the public page, an event's registrations, the list. */
import { Link } from "../../router";
import type { ContentKind } from "../../routes";
import { SectionHeader } from "../../ui";
import type { SavedState } from "../content-form";
import { KINDS } from "../content-kinds";

export function EditorHeader({ kind, title, saved }: { kind: ContentKind; title: string; saved: SavedState | null }) {
  const config = KINDS[kind];
  const publicUrl = saved && saved.visibility === "published" ? `${config.publicBase}/${saved.slug}` : null;
  return (
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
  );
}
