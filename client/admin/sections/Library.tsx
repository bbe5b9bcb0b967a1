/**
 * Ortam kitaplığı: every uploaded image (thumbnail, file name, size, date, alt text) with where it
 * is used, searchable, 24 a page. Each image is edited with the gallery's card (alt text, caption,
 * album, delete with the "in use" warning). The same list, in a dialog, is how the editor inserts
 * an image and how an album takes photos (LibraryDialog).
 */
import type { AlbumDto, LibraryImageDto, Page } from "../../../src/shared/admin-contract";
import { useLoad } from "../hooks";
import { isAdmin, useMe } from "../me";
import { SearchForm } from "../search-form";
import { SearchedPage } from "../searched-page";
import { ErrorNotice, SectionHeader } from "../ui";
import { ImageCard } from "./gallery/ImageCard";
import { LIBRARY_HREF } from "./gallery/shared";
import { Uploader } from "./gallery/Uploader";
import { MakeVariants } from "./library/MakeVariants";
import { UsesOf } from "./library/UsesOf";

export { LibraryDialog } from "./library/LibraryDialog";

const WORDS = { found: "görsel", total: "görsel", emptyTitle: "Henüz görsel yüklenmedi", emptyHint: "Yukarıdan görsel yükleyebilirsiniz." };

export function Library({ q, page }: { q: string; page: number }) {
  const me = useMe();
  const list = useLoad<Page<LibraryImageDto>>("/library", { q, sayfa: page });
  const albums = useLoad<{ albums: AlbumDto[] }>("/albums");

  return (
    <section className="admin-section">
      <SectionHeader
        title="Ortam kitaplığı"
        lead="Yüklenen bütün görseller ve kullanıldıkları yerler. Albümde olmayan görseller galeride görünmez; yalnızca kapak ya da metin içinde kullanıldıkları yerde görünür."
      />
      <Uploader album="none" albums={[]} onUploaded={() => undefined} onFinished={list.reload} />
      {isAdmin(me) ? <MakeVariants onDone={list.reload} /> : null}
      <SearchForm id="ortam-ara" pathname={LIBRARY_HREF} q={q} label="Dosya adı ya da alternatif metinde ara" />
      <ErrorNotice error={albums.error} onReload={albums.reload} reloadLabel="Albümleri yeniden yükle" />
      <SearchedPage list={list} pathname={LIBRARY_HREF} q={q} words={WORDS}>
        {(data) => (
          <ul className="image-grid">
            {data.items.map((image) => (
              <li key={`${image.id}:${image.version}`}>
                <ImageCard image={image} albums={albums.data?.albums ?? []} onSaved={list.reload} onDeleted={list.reload} onReload={list.reload} details={<UsesOf image={image} />} />
              </li>
            ))}
          </ul>
        )}
      </SearchedPage>
    </section>
  );
}
