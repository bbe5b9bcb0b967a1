import type { Context } from "hono";
import { use } from "react";
import { database } from "../../db/client";
import { albumIndex } from "../../db/gallery";
import type { ImageView } from "../../db/images";
import type { Loaded } from "../../platform/page-route";
import { tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { EmptyState } from "./empty-state";
import { Picture } from "./parts/picture";
import { albumPath } from "../../shared/paths";
import { Time } from "./parts/time";

export interface AlbumSummary {
  id: number;
  title: string;
  slug: string;
  description: string;
  createdAt: Date;
  photoCount: number;
  cover: ImageView | null;
}

export interface GaleriData {
  albums: AlbumSummary[];
}


/** The index of albums that hold photos, newest first, each with its cover — one batch. */
export async function loadGaleri(c: Context<AppEnv>): Promise<Loaded<GaleriData>> {
  const db = database(c.env.DB);
  const [albums] = await db.batch([albumIndex(db)]);
  return { data: { albums }, cache: { tags: [tag.gallery] } };
}

/** Album cards sit in the card grid: one column on a phone, up to three of about 22rem. */
const CARD_SIZES = "(min-width: 60rem) 22rem, calc(100vw - 2rem)";

function AlbumCard({ album, leading }: { album: AlbumSummary; leading: boolean }) {
  return (
    <article className="card album-card">
      {album.cover ? <Picture image={album.cover} className="card-image" eager={leading} sizes={CARD_SIZES} /> : null}
      <div className="card-body">
        <h2 className="card-title">
          <a href={albumPath(album)}>{album.title}</a>
        </h2>
        <p className="meta">
          {`${album.photoCount} fotoğraf`} · <Time at={album.createdAt} />
        </p>
        {album.description ? <p>{album.description}</p> : null}
      </div>
    </article>
  );
}

function AlbumList({ data }: { data: Promise<GaleriData> }) {
  const { albums } = use(data);
  if (!albums.length) {
    return (
      <EmptyState title="Henüz fotoğraf yok">
        <p>Albümler eklendiğinde burada görünecek.</p>
      </EmptyState>
    );
  }
  return (
    <div className="card-grid">
      {albums.map((album, i) => (
        <AlbumCard key={album.id} album={album} leading={i === 0} />
      ))}
    </div>
  );
}

export const renderGaleri = (c: Context<AppEnv>, data: Promise<GaleriData>) =>
  c.render(
    <>
      <h1>Galeri</h1>
      <p className="lead">Etkinliklerimizden ve çalışmalarımızdan kareler.</p>
      <AlbumList data={data} />
    </>,
    { title: "Galeri", description: "Derneğimizin etkinliklerinden fotoğraf albümleri." },
  );
