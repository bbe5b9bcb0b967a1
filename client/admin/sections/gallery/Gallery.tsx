/**
 * Galeri: albums (create, rename, reorder, move to the trash) and the images of the chosen album
 * (upload several at once with per-file progress, alt text, caption, move, move to the trash).
 */
import type { AlbumDto, ImageDto } from "../../../../src/shared/admin-contract";
import { useLoad } from "../../hooks";
import { EmptyState, ErrorNotice, Loading, SectionHeader } from "../../ui";
import { type AlbumChoice } from "./shared";
import { Albums } from "./Albums";
import { Uploader } from "./Uploader";
import { ImageCard } from "./ImageCard";
import { AddFromLibrary } from "./AddFromLibrary";

export function Gallery({ album }: { album: AlbumChoice }) {
  const albums = useLoad<{ albums: AlbumDto[] }>("/albums");
  const images = useLoad<{ images: ImageDto[] }>("/images", { album: String(album) });
  const list = albums.data?.albums ?? [];
  const chosen = typeof album === "number" ? list.find((entry) => entry.id === album) : undefined;
  const heading = album === "all" ? "Tüm albümlerin fotoğrafları" : album === "none" ? "Albümde olmayan görseller" : (chosen?.title ?? "Albüm");

  const onImageSaved = (image: ImageDto) => {
    images.setData((previous) => {
      if (!previous) return previous;
      const stays = album === "all" || (album === "none" ? image.albumId === null : image.albumId === album);
      return { images: stays ? previous.images.map((entry) => (entry.id === image.id ? image : entry)) : previous.images.filter((entry) => entry.id !== image.id) };
    });
    albums.reload();
  };

  const onImageDeleted = (id: number) => {
    images.setData((previous) => (previous ? { images: previous.images.filter((entry) => entry.id !== id) } : previous));
    albums.reload();
  };

  const onUploaded = (image: ImageDto) => {
    const shown = album === "all" ? image.albumId !== null : album === "none" ? image.albumId === null : image.albumId === album;
    if (!shown) return;
    images.setData((previous) => (previous ? { images: [image, ...previous.images.filter((entry) => entry.id !== image.id)] } : previous));
  };

  return (
    <section className="admin-section">
      <SectionHeader title="Galeri" lead="Albümleri düzenleyin, görsel yükleyin ve her görsele alternatif metin yazın." />
      <div className="gallery-layout">
        <Albums album={album} albums={albums.data?.albums ?? null} error={albums.error} reload={albums.reload} setAlbums={(next) => albums.setData({ albums: next })} />
        <section className="gallery-images" aria-labelledby="galeri-gorseller">
          <h2 id="galeri-gorseller">{heading}</h2>
          <Uploader album={album} albums={list} onUploaded={onUploaded} onFinished={albums.reload} />
          {chosen ? (
            <AddFromLibrary
              album={chosen}
              inAlbum={new Set((images.data?.images ?? []).map((image) => image.id))}
              onAdded={() => {
                images.reload();
                albums.reload();
              }}
            />
          ) : null}
          <ErrorNotice error={images.error} />
          {images.error ? (
            <button type="button" className="button button-secondary" onClick={images.reload}>
              Tekrar dene
            </button>
          ) : null}
          {!images.data && !images.error ? <Loading label="Görseller yükleniyor…" /> : null}
          {images.data ? (
            images.data.images.length === 0 ? (
              <EmptyState title="Burada görsel yok">Yukarıdan görsel yükleyebilirsiniz.</EmptyState>
            ) : (
              <ul className="image-grid">
                {images.data.images.map((image) => (
                  <li key={image.id}>
                    <ImageCard image={image} albums={list} onSaved={onImageSaved} onDeleted={onImageDeleted} onReload={images.reload} />
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </section>
      </div>
    </section>
  );
}
