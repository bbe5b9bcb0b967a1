import type { Context } from "hono";
import { database } from "../../db/client";
import { albumBySlug, albumPhotos } from "../../db/gallery";
import { mediaUrl, type ImageView } from "../../db/images";
import { createError } from "../../platform/errors";
import type { Loaded } from "../../platform/page-route";
import { tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { albumPath, GALLERY_PATH, listPagePath, photoPath } from "../../shared/paths";
import { Pagination, readListPage, type PageSlice } from "./parts/pagination";
import { Picture } from "./parts/picture";
import { pixels } from "./parts/json-ld";

export const PHOTOS_PER_PAGE = 24;

export interface AlbumData {
  album: { id: number; title: string; slug: string; description: string; createdAt: Date; updatedAt: Date; photoCount: number };
  photos: ImageView[];
  slice: PageSlice;
}

/** The route's own message for an album address that leads nowhere. */
export const albumNotFound = () => createError({ statusCode: 404, statusMessage: "Aradığınız albüm bulunamadı", fatal: true });

/** One page of an album's photos (`?sayfa=N`, 24 a page) — one batch. Past the last page: the catalogue's 404. */
export async function loadAlbum(c: Context<AppEnv>): Promise<Loaded<AlbumData>> {
  const slug = c.req.param("album")!;
  const db = database(c.env.DB);
  let album: AlbumData["album"] | undefined;
  const { rows, slice } = await readListPage(c, PHOTOS_PER_PAGE, async (window) => {
    const [[found], photos] = await db.batch([albumBySlug(db, slug), albumPhotos(db, slug, window)]);
    if (!found || found.photoCount === 0) throw albumNotFound();
    album = found;
    return { total: found.photoCount, rows: photos };
  });
  // Its own tag only: a change to another album leaves this page cached.
  return { data: { album: album!, photos: rows, slice }, cache: { tags: [tag.album(album!.id)] } };
}

/**
 * The grid: two columns on a phone, three on a tablet, four to five of about 13rem on a desktop;
 * `sizes` follows it so a phone at 3× picks the 640 px copy and a desktop at 1× the 320 px one.
 */
export const GRID_SIZES = "(min-width: 72rem) 14rem, (min-width: 60rem) 24vw, (min-width: 48rem) 32vw, 45vw";

/** schema.org ImageGallery with the photos of this page. */
function galleryJsonLd(origin: string, { album, photos }: AlbumData) {
  return {
    "@context": "https://schema.org",
    "@type": "ImageGallery",
    name: album.title,
    description: album.description || undefined,
    url: origin + albumPath(album),
    inLanguage: "tr-TR",
    dateModified: album.updatedAt.toISOString(),
    image: photos.map((photo) => ({
      "@type": "ImageObject",
      contentUrl: origin + mediaUrl(photo.r2Key),
      url: origin + photoPath(album, photo),
      width: pixels(photo.width),
      height: pixels(photo.height),
      caption: photo.caption || photo.alt,
    })),
  };
}

/**
 * The photo view's frame, filled and opened by client/pages/lightbox.ts (a closed <dialog> is not
 * shown, so without JavaScript it is simply absent). The photo, its caption and the controls each
 * have their own row: the caption never covers the photo or the page behind it.
 */
function PhotoDialog({ first }: { first: { page: string; full: string } }) {
  return (
    <dialog className="lightbox" aria-label="Fotoğraf görünümü" data-photo-dialog="">
      <div className="lightbox-bar">
        <p className="lightbox-position" data-photo-slot="position" aria-live="polite" />
        <form method="dialog">
          <button type="submit" className="lightbox-close" aria-label="Kapat (Esc)">
            ✕ <span>Kapat</span>
          </button>
        </form>
      </div>
      <div className="lightbox-stage" data-photo-slot="stage" />
      <p className="lightbox-caption" data-photo-slot="caption" />
      <div className="lightbox-controls">
        <button type="button" data-photo-move="-1" aria-label="Önceki fotoğraf (sol ok)">
          ← <span>Önceki</span>
        </button>
        {/* The first photo's addresses until the view shows another (the script sets them). */}
        <a data-photo-slot="download" href={first.full} download="">
          Tam boyutunu indir
        </a>
        <a data-photo-slot="page" href={first.page}>
          Fotoğrafın sayfası
        </a>
        <button type="button" data-photo-move="1" aria-label="Sonraki fotoğraf (sağ ok)">
          <span>Sonraki</span> →
        </button>
      </div>
    </dialog>
  );
}

/** Waits for the data: an unknown album or a page past the end must answer 404 before anything is sent. */
export async function renderAlbum(c: Context<AppEnv>, data: Promise<AlbumData>) {
  const loaded = await data;
  const { album, photos, slice } = loaded;
  const origin = new URL(c.req.url).origin;
  const base = albumPath(album);
  return c.render(
    <>
      <nav className="breadcrumb" aria-label="Konum">
        <a href={GALLERY_PATH}>← Galeri</a>
      </nav>
      <h1>{album.title}</h1>
      {album.description ? <p className="lead">{album.description}</p> : null}
      <p className="meta">{`${album.photoCount} fotoğraf`}</p>
      <ul className="photo-grid">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            {/* The photo's own page without JavaScript; the photo view (client/pages/lightbox.ts) reads the data-* with it. */}
            <a
              href={photoPath(album, photo)}
              aria-label={`Büyüt: ${photo.caption || photo.alt}`}
              data-photo-full={mediaUrl(photo.r2Key)}
              data-photo-caption={photo.caption || photo.alt}
              data-photo-position={`${(slice.page - 1) * slice.perPage + i + 1} / ${album.photoCount}`}
              data-photo-size={`${photo.width} × ${photo.height}`}
            >
              <Picture image={photo} eager={i === 0} sizes={GRID_SIZES} />
            </a>
          </li>
        ))}
      </ul>
      <Pagination slice={slice} basePath={base} label={`${album.title} sayfaları`} />
      {photos[0] ? <PhotoDialog first={{ page: photoPath(album, photos[0]), full: mediaUrl(photos[0].r2Key) }} /> : null}
    </>,
    {
      title: slice.page > 1 ? `${album.title} — Sayfa ${slice.page}` : album.title,
      description: album.description || `${album.title}: derneğimizin fotoğraf albümü.`,
      canonical: listPagePath(base, slice.page),
      image: photos[0] ?? null,
      jsonLd: galleryJsonLd(origin, loaded),
    },
  );
}
