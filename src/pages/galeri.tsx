import type { Context } from "hono";
import { use } from "react";
import { database } from "../db/client";
import { albumList, galleryImages } from "../db/gallery";
import { mediaUrl, type ImageView } from "../db/images";
import { declarePageCache } from "../edge/page-cache/hints";
import { tag } from "../edge/page-cache/tags";
import type { AppEnv } from "../env";
import { EmptyState } from "./empty-state";
import { Picture } from "./parts/picture";

interface AlbumView {
  id: number;
  title: string;
  slug: string;
  description: string;
  photos: ImageView[];
}

export interface GaleriData {
  albums: AlbumView[];
}

/** Albums in order with their photos — one batch. */
export async function loadGaleri(c: Context<AppEnv>): Promise<GaleriData> {
  const db = database(c.env.DB);
  const [albums, photos] = await db.batch([albumList(db), galleryImages(db)]);
  declarePageCache(c, { tags: [tag.gallery] });
  const grouped: AlbumView[] = albums.map((album) => ({ ...album, photos: [] }));
  const byId = new Map(grouped.map((album) => [album.id, album]));
  for (const { albumId, ...photo } of photos) byId.get(albumId ?? -1)?.photos.push(photo);
  return { albums: grouped.filter((album) => album.photos.length > 0) };
}

/**
 * A photo at full size without JavaScript: each thumbnail links to `#foto-{id}`, and the matching
 * overlay shows through CSS `:target`. Its image is lazy, so it loads only when opened.
 */
function Lightbox({ photo, album, previous, next }: { photo: ImageView; album: AlbumView; previous?: ImageView; next?: ImageView }) {
  return (
    <div className="lightbox" id={`foto-${photo.id}`} role="dialog" aria-label={photo.caption || photo.alt}>
      {/* Clicking outside the photo closes it too; keyboard and screen-reader users have the "Kapat" link. */}
      <a className="lightbox-backdrop" href={`#album-${album.slug}`} aria-hidden="true" tabIndex={-1} />
      <figure>
        <img src={mediaUrl(photo.r2Key)} alt={photo.alt} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
        <figcaption>{photo.caption || photo.alt}</figcaption>
      </figure>
      <nav className="lightbox-nav" aria-label="Fotoğraflar arasında gezin">
        {previous ? <a href={`#foto-${previous.id}`}>← Önceki</a> : <span />}
        <a href={`#album-${album.slug}`}>Kapat</a>
        {next ? <a href={`#foto-${next.id}`}>Sonraki →</a> : <span />}
      </nav>
    </div>
  );
}

/** `leading`: the page's first album, whose first photo is in view on arrival (the largest paint on a phone). */
function Album({ album, leading = false }: { album: AlbumView; leading?: boolean }) {
  return (
    <section className="album" id={`album-${album.slug}`} aria-labelledby={`album-baslik-${album.slug}`}>
      <h2 id={`album-baslik-${album.slug}`}>{album.title}</h2>
      {album.description ? <p>{album.description}</p> : null}
      <ul className="photo-grid">
        {album.photos.map((photo, i) => (
          <li key={photo.id}>
            <a href={`#foto-${photo.id}`} aria-label={`Büyüt: ${photo.caption || photo.alt}`}>
              <Picture image={photo} eager={leading && i === 0} sizes="(min-width: 60rem) 17rem, (min-width: 30rem) 45vw, 90vw" />
            </a>
          </li>
        ))}
      </ul>
      {album.photos.map((photo, i) => (
        <Lightbox key={photo.id} photo={photo} album={album} previous={album.photos[i - 1]} next={album.photos[i + 1]} />
      ))}
    </section>
  );
}

function GalleryContent({ data }: { data: Promise<GaleriData> }) {
  const { albums } = use(data);
  if (!albums.length) {
    return (
      <EmptyState title="Henüz fotoğraf yok">
        <p>Albümler eklendiğinde burada görünecek.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <nav className="album-index" aria-label="Albümler">
        <ul>
          {albums.map((album) => (
            <li key={album.slug}>
              <a href={`#album-${album.slug}`}>
                {album.title} <span className="count">({album.photos.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {albums.map((album, i) => (
        <Album key={album.slug} album={album} leading={i === 0} />
      ))}
    </>
  );
}

export const renderGaleri = (c: Context<AppEnv>, data: Promise<GaleriData>) =>
  c.render(
    <>
      <h1>Galeri</h1>
      <p className="lead">Etkinliklerimizden ve çalışmalarımızdan kareler.</p>
      <GalleryContent data={data} />
    </>,
    { title: "Galeri", description: "Çamlıca Kültür ve Dayanışma Derneği'nin etkinliklerinden fotoğraflar." },
  );
