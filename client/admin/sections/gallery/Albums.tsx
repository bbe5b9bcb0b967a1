/** The album list of the Galeri section: choose, create, rename, reorder, move to the trash. */
import { useState } from "react";
import type { AlbumDto } from "../../../../src/shared/admin-contract";
import { useApi, type ApiClientError } from "../../api";
import { Link, useRouter } from "../../router";
import { ErrorNotice, Loading, StatusText } from "../../ui";
import { useAction } from "../../use-action";
import { AlbumRow, type AlbumRowActions } from "./AlbumRow";
import { NewAlbumForm } from "./NewAlbumForm";
import { type AlbumChoice, LIBRARY_HREF, albumHref } from "./shared";
import { useAlbumOrder } from "./use-album-order";

const CREATE = "create";

export function Albums({
  album,
  albums,
  error,
  reload,
  setAlbums,
}: {
  album: AlbumChoice;
  albums: AlbumDto[] | null;
  error: ApiClientError | null;
  reload(): void;
  setAlbums(albums: AlbumDto[]): void;
}) {
  const { api } = useApi();
  const { navigate } = useRouter();
  const action = useAction();
  const [renaming, setRenaming] = useState<number | null>(null);
  const order = useAlbumOrder(albums, setAlbums);

  const create = (title: string, clear: () => void) =>
    void action.run(
      async () => {
        const created = await api<AlbumDto>("/albums", { method: "POST", body: { title } });
        clear();
        reload();
        return `“${created.title}” albümü oluşturuldu.`;
      },
      { busyKey: CREATE },
    );

  const actions: AlbumRowActions = {
    onRename: setRenaming,
    onRenamed: (updated) => {
      setRenaming(null);
      if (updated) {
        action.setDone(`Albümün yeni adı: “${updated.title}”.`);
        reload();
      }
    },
    onMove: (index, direction) => void action.run(() => order.move(index, direction)),
    onRemove: (entry) =>
      action.run(async () => {
        await api(`/albums/${entry.id}`, { method: "DELETE", query: { version: entry.version } });
        if (album === entry.id) navigate(albumHref("all"));
        reload();
        return `“${entry.title}” albümü çöp kutusuna taşındı; 30 gün içinde fotoğraflarıyla birlikte geri alınabilir.`;
      }),
    buttonRef: order.buttonRef,
  };

  return (
    <section className="gallery-albums" aria-labelledby="galeri-albumler">
      <h2 id="galeri-albumler">Albümler</h2>
      <ErrorNotice error={action.error ?? error} onReload={reload} reloadLabel="Albümleri yeniden yükle" />
      {action.done ? <StatusText>{action.done}</StatusText> : null}
      <ul className="album-list">
        <li className="album-row">
          <Link href={albumHref("all")} aria-current={album === "all" ? "page" : undefined} className="album-link">
            Tüm albümlerin fotoğrafları
          </Link>
        </li>
        <li className="album-row">
          {/* Images in no album are not gallery photos: they live in the media library with everything else. */}
          <Link href={LIBRARY_HREF} className="album-link">
            Albümde olmayanlar: Ortam kitaplığı
          </Link>
        </li>
        {albums === null && !error ? (
          <li>
            <Loading label="Albümler yükleniyor…" lines={2} />
          </li>
        ) : null}
        {(albums ?? []).map((entry, index, all) => (
          <AlbumRow key={entry.id} entry={entry} index={index} count={all.length} album={album} renaming={renaming === entry.id} actions={actions} />
        ))}
      </ul>
      <NewAlbumForm creating={action.busy === CREATE} onCreate={create} />
    </section>
  );
}
