/**
 * The library in a modal dialog, to choose one image: the editor inserts it, an album takes it.
 * `onUpload` adds a "from the computer" button (the editor uploads with its own progress bars).
 * Escape and "Vazgeç" close it; the opener gives the focus back once it is gone.
 */
import { useEffect, useRef, useState } from "react";
import type { LibraryImageDto, Page } from "../../../../src/shared/admin-contract";
import { showModal } from "../../browser";
import { useLoad } from "../../hooks";
import { SearchBox } from "../../search-form";
import { EmptyState, LoadState } from "../../ui";
import { DialogPager, LibraryChoices } from "./LibraryChoices";

/** What LibraryDialog takes. */
export interface LibraryDialogProps {
  title: string;
  onChoose(image: LibraryImageDto): void;
  onUpload?(): void;
  onClose(): void;
  chooseLabel?: string;
  /** Images not to offer (an album's own photos). */
  hideIds?: ReadonlySet<number>;
}

/** The dialog's head: its title and "Vazgeç", then "Dosya yükle" when it can upload. */
function DialogHead({ title, onUpload, onClose }: Pick<LibraryDialogProps, "title" | "onUpload" | "onClose">) {
  return (
    <>
      <div className="library-dialog-head">
        <h2 id="kitaplik-baslik">{title}</h2>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          Vazgeç
        </button>
      </div>
      {onUpload ? (
        <p>
          <button type="button" className="button button-small" onClick={onUpload}>
            Dosya yükle
          </button>{" "}
          <span className="meta">ya da kitaplıktan bir görsel seçin:</span>
        </p>
      ) : null}
    </>
  );
}

export function LibraryDialog({ title, onChoose, onUpload, onClose, chooseLabel = "Seç", hideIds }: LibraryDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState({ q: "", page: 1 });
  const list = useLoad<Page<LibraryImageDto>>("/library", { q: query.q, sayfa: query.page });

  useEffect(() => showModal(dialogRef.current), []);

  const items = (list.data?.items ?? []).filter((image) => !hideIds?.has(image.id));
  return (
    <dialog
      ref={dialogRef}
      className="library-dialog"
      aria-labelledby="kitaplik-baslik"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <DialogHead title={title} onUpload={onUpload} onClose={onClose} />
      <SearchBox id="kitaplik-ara" label="Kitaplıkta ara" onSearch={(q) => setQuery({ q, page: 1 })} />
      <LoadState
        data={list.data}
        error={list.error}
        reload={list.reload}
        isEmpty={() => items.length === 0}
        empty={<EmptyState title={query.q ? `“${query.q}” için görsel bulunamadı` : "Kitaplıkta seçilecek görsel yok"} />}
      >
        {(data) => (
          <>
            <LibraryChoices items={items} chooseLabel={chooseLabel} onChoose={onChoose} />
            <DialogPager page={data.page} pageCount={data.pageCount} onPage={(page) => setQuery((previous) => ({ ...previous, page }))} />
          </>
        )}
      </LoadState>
    </dialog>
  );
}
