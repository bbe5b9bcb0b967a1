/** One album in the list: its link and count, rename, move up / down, move to the trash. */
import type { AlbumDto } from "../../../../src/shared/admin-contract";
import { Link } from "../../router";
import { ConfirmAction } from "../../ui";
import { RenameForm } from "./RenameForm";
import { albumHref, type AlbumChoice } from "./shared";
import type { Direction } from "./use-album-order";

/** What the row's buttons call. */
export interface AlbumRowActions {
  onRename(id: number | null): void;
  onRenamed(updated: AlbumDto | null): void;
  onMove(index: number, direction: Direction): void;
  onRemove(entry: AlbumDto): Promise<void>;
  buttonRef(id: number, direction: Direction): (element: HTMLButtonElement | null) => void;
}

/** The album at `index` of `count`; `renaming` shows its rename form instead. */
export function AlbumRow({ entry, index, count, album, renaming, actions }: { entry: AlbumDto; index: number; count: number; album: AlbumChoice; renaming: boolean; actions: AlbumRowActions }) {
  if (renaming) {
    return (
      <li className="album-row">
        <RenameForm album={entry} onDone={actions.onRenamed} />
      </li>
    );
  }
  const moveButton = (direction: Direction, label: string, disabled: boolean) => (
    <button type="button" className="button button-secondary button-small" disabled={disabled} ref={actions.buttonRef(entry.id, direction)} onClick={() => actions.onMove(index, direction)}>
      {label}
      <span className="visually-hidden"> “{entry.title}”</span>
    </button>
  );
  return (
    <li className="album-row">
      <Link href={albumHref(entry.id)} aria-current={album === entry.id ? "page" : undefined} className="album-link">
        {entry.title} <span className="count">({entry.imageCount})</span>
      </Link>
      <div className="row-actions">
        <button type="button" className="button button-secondary button-small" onClick={() => actions.onRename(entry.id)}>
          Yeniden adlandır<span className="visually-hidden"> “{entry.title}”</span>
        </button>
        {moveButton("up", "Yukarı taşı", index === 0)}
        {moveButton("down", "Aşağı taşı", index === count - 1)}
        <ConfirmAction
          label="Çöp kutusuna taşı"
          confirmLabel="Evet, taşı"
          busyLabel="Taşınıyor…"
          question={`“${entry.title}” albümü çöp kutusuna taşınsın mı? Sitede hemen görünmez olur; 30 gün içinde fotoğraflarıyla birlikte geri alınabilir.`}
          subject={entry.title}
          onConfirm={() => actions.onRemove(entry)}
        />
      </div>
    </li>
  );
}
