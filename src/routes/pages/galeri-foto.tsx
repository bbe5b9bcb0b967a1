import type { Context } from "hono";
import { database } from "../../db/client";
import { albumBySlug, albumPhoto, neighbourPhoto } from "../../db/gallery";
import { mediaUrl, type ImageView } from "../../db/images";
import { createError } from "../../platform/errors";
import type { Loaded } from "../../platform/page-route";
import { tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { albumPath, GALLERY_PATH, listPagePath, photoPath } from "../../shared/paths";
import { PHOTOS_PER_PAGE, type AlbumData } from "./galeri-album";
import { Picture } from "./parts/picture";

export interface PhotoData {
  album: AlbumData["album"];
  photo: ImageView & { position: number };
  previous: { id: number } | null;
  next: { id: number } | null;
}

export const photoNotFound = () => createError({ statusCode: 404, statusMessage: "Aradığınız fotoğraf bulunamadı", fatal: true });

/** A photo of an album with its neighbours in the album's order — one batch. */
export async function loadPhoto(c: Context<AppEnv>): Promise<Loaded<PhotoData>> {
  const slug = c.req.param("album")!;
  const id = Number(c.req.param("photo"));
  const db = database(c.env.DB);
  const [[album], [photo], [previous], [next]] = await db.batch([
    albumBySlug(db, slug),
    albumPhoto(db, slug, id),
    neighbourPhoto(db, slug, id, "previous"),
    neighbourPhoto(db, slug, id, "next"),
  ]);
  if (!album || !photo) throw photoNotFound();
  return { data: { album, photo, previous: previous ?? null, next: next ?? null }, cache: { tags: [tag.album(album.id)] } };
}

/** The photo fills the column, at most 70rem (the page's width) and the phone's width less its margins. */
const PHOTO_SIZES = "(min-width: 72rem) 70rem, calc(100vw - 2rem)";

/**
 * One photo on its own address: works without JavaScript, previous and next are plain links (with
 * rel so assistive tools and crawlers know the sequence), and the full-size copy can be downloaded.
 */
export async function renderPhoto(c: Context<AppEnv>, data: Promise<PhotoData>) {
  const { album, photo, previous, next } = await data;
  const page = Math.ceil(photo.position / PHOTOS_PER_PAGE);
  const back = listPagePath(albumPath(album), page);
  const label = photo.caption || photo.alt;
  return c.render(
    <>
      <nav className="breadcrumb" aria-label="Konum">
        <a href={GALLERY_PATH}>Galeri</a> › <a href={back}>{album.title}</a>
      </nav>
      <figure className="photo-view">
        <Picture image={photo} eager sizes={PHOTO_SIZES} />
        <figcaption>
          <h1>{label}</h1>
          <p className="meta">{`${photo.position} / ${album.photoCount}`}</p>
        </figcaption>
      </figure>
      <nav className="photo-nav" aria-label="Fotoğraflar arasında gezin">
        {previous ? (
          <a href={photoPath(album, previous)} rel="prev">
            ← Önceki fotoğraf
          </a>
        ) : null}
        <a href={back}>Albüme dön</a>
        {next ? (
          <a href={photoPath(album, next)} rel="next">
            Sonraki fotoğraf →
          </a>
        ) : null}
        <a href={mediaUrl(photo.r2Key)} download>
          {`Tam boyutunu indir (${photo.width} × ${photo.height})`}
        </a>
      </nav>
    </>,
    {
      title: `${label} — ${album.title}`,
      description: photo.alt,
      image: photo,
    },
  );
}
