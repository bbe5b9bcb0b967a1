/**
 * Ortam kitaplığı: every uploaded image (thumbnail, file name, size, date, alt text) with where it
 * is used, searchable, 24 a page. Each image is edited with the gallery's card (alt text, caption,
 * album, delete with the "in use" warning). The same list, in a dialog, is how the editor inserts
 * an image and how an album takes photos (LibraryDialog).
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { type AlbumDto, type ImageUseDto, type LibraryImageDto, type Page } from "../../../src/shared/admin-contract";
import { DRAFT_UPLOAD_GRACE_DAYS } from "../../../src/shared/draft-uploads";
import { srcsetOf } from "../../../src/shared/media-variants";
import { formatDateTime } from "../../../src/shared/i18n/dates";
import { showModal, valueOf } from "../browser";
import { asApiError, useApi, type ApiClientError } from "../api";
import { useLoad, useMountedRef } from "../hooks";
import { isAdmin, useMe } from "../me";
import { Link, useRouter, withQuery } from "../router";
import { CONTENT_SEGMENT, PAGE_LABELS } from "../routes";
import { EmptyState, ErrorNotice, LoadState, Pagination, SectionHeader, StatusText } from "../ui";
import { ImageCard } from "./gallery/ImageCard";
import { formatBytes } from "./gallery/shared";
import { Uploader } from "./gallery/Uploader";

const LIBRARY = "/admin/ortam";

/** Where a use leads in the admin area. */
function hrefOfUse(use: ImageUseDto): string {
  switch (use.kind) {
    case "news":
      return `/admin/${CONTENT_SEGMENT.news}/${use.id}`;
    case "event":
      return `/admin/${CONTENT_SEGMENT.events}/${use.id}`;
    case "page":
      return `/admin/sayfalar/${use.id}`;
    case "album":
      return withQuery("/admin/galeri", { album: use.id });
  }
}

const USE_KIND: Record<ImageUseDto["kind"], string> = { news: "Haber", event: "Etkinlik", page: "Sayfa", album: "Albüm" };

/** Where the image is used, as links; or why it is not in the gallery, and what happens to it. */
export function UsesOf({ image }: { image: LibraryImageDto }) {
  const inAlbum = image.uses.some((use) => use.kind === "album");
  return (
    <div className="library-uses">
      <p className="meta">
        <span className="upload-name">{image.fileName || "—"}</span> · {formatDateTime(new Date(image.createdAt))}
      </p>
      {image.uses.length ? (
        <>
          <p className="library-uses-title">Kullanıldığı yerler:</p>
          <ul className="library-use-list">
            {image.uses.map((use) => (
              <li key={`${use.kind}:${use.id}`}>
                {USE_KIND[use.kind]}: <Link href={hrefOfUse(use)}>{use.kind === "page" ? (PAGE_LABELS[use.id as keyof typeof PAGE_LABELS] ?? use.title) : use.title}</Link>
                {use.asCover ? " (kapak)" : ""}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="library-uses-title">Hiçbir yerde kullanılmıyor.</p>
      )}
      {!inAlbum ? <p className="meta">Bir albümde değil: galeride görünmez.</p> : null}
      {image.draftUpload && image.uses.length === 0 ? (
        <p className="badge badge-missing">{`Bir metne yüklenmiş, kullanılmıyor: ${DRAFT_UPLOAD_GRACE_DAYS} gün içinde kullanılmazsa otomatik silinir. Saklamak için kaydedin ya da bir albüme ekleyin.`}</p>
      ) : null}
    </div>
  );
}

export function Library({ q, page }: { q: string; page: number }) {
  const { navigate } = useRouter();
  const me = useMe();
  const list = useLoad<Page<LibraryImageDto>>("/library", { q, sayfa: page });
  const albums = useLoad<{ albums: AlbumDto[] }>("/albums");
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate(withQuery(LIBRARY, { q: search.trim() }));
  };

  return (
    <section className="admin-section">
      <SectionHeader
        title="Ortam kitaplığı"
        lead="Yüklenen bütün görseller ve kullanıldıkları yerler. Albümde olmayan görseller galeride görünmez; yalnızca kapak ya da metin içinde kullanıldıkları yerde görünür."
      />
      <Uploader album="none" albumTitle={null} onUploaded={() => undefined} onFinished={list.reload} />
      {isAdmin(me) ? <MakeVariants onDone={list.reload} /> : null}
      <form role="search" className="admin-search" onSubmit={submitSearch} action={LIBRARY} method="get">
        <label htmlFor="ortam-ara">Dosya adı ya da alternatif metinde ara</label>
        <input id="ortam-ara" name="q" type="search" value={search} onChange={(event) => setSearch(valueOf(event))} />
        <button type="submit" className="button button-small">
          Ara
        </button>
        {q ? (
          <Link href={LIBRARY} className="admin-search-clear">
            Aramayı temizle
          </Link>
        ) : null}
      </form>
      <ErrorNotice error={albums.error} onReload={albums.reload} reloadLabel="Albümleri yeniden yükle" />
      <LoadState
        data={list.data}
        error={list.error}
        reload={list.reload}
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={
          <EmptyState title={q ? `“${q}” için görsel bulunamadı` : "Henüz görsel yüklenmedi"}>
            {q ? "Başka bir kelimeyle aramayı deneyin." : "Yukarıdan görsel yükleyebilirsiniz."}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <p className="meta" role="status">
              {q ? `“${q}” için ${data.total} görsel` : `Toplam ${data.total} görsel`}
            </p>
            <ul className="image-grid">
              {data.items.map((image) => (
                <li key={`${image.id}:${image.version}`}>
                  <ImageCard
                    image={image}
                    albums={albums.data?.albums ?? []}
                    onSaved={list.reload}
                    onDeleted={list.reload}
                    onReload={list.reload}
                    details={<UsesOf image={image} />}
                  />
                </li>
              ))}
            </ul>
            <Pagination pathname={LIBRARY} page={data.page} pageCount={data.pageCount} query={{ q }} />
          </>
        )}
      </LoadState>
    </section>
  );
}

interface VariantsAnswer {
  converted: number[];
  failed: number[];
  lastId: number;
  remaining: number;
}

/**
 * "Varyantları oluştur" (administrators): gives images stored before variants existed their WebP
 * widths and a clean full-size copy, a few per request (POST /api/media/variants), until none is
 * left, showing how far it has come. Safe to run again: done images are skipped.
 */
function MakeVariants({ onDone }: { onDone(): void }) {
  const { api } = useApi();
  const mounted = useMountedRef();
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<ApiClientError | null>(null);

  const run = async () => {
    setRunning(true);
    setError(null);
    let converted = 0;
    let failed = 0;
    try {
      for (let afterId = 0, remaining = 1; remaining > 0 && mounted.current; ) {
        const answer = await api<VariantsAnswer>("/media/variants", { method: "POST", body: { afterId, limit: 5 } });
        converted += answer.converted.length;
        failed += answer.failed.length;
        ({ lastId: afterId, remaining } = answer);
        if (mounted.current) setStatus(`${converted} görselin boyutları oluşturuldu, ${remaining} görsel kaldı…`);
      }
      if (!mounted.current) return;
      setStatus(
        converted || failed
          ? `Bitti: ${converted} görselin boyutları oluşturuldu.${failed ? ` ${failed} görsel okunamadı; olduğu gibi gösterilmeye devam ediyor.` : ""}`
          : "Bütün görsellerin boyutları zaten hazır.",
      );
      onDone();
    } catch (caught) {
      if (mounted.current) setError(asApiError(caught));
    } finally {
      if (mounted.current) setRunning(false);
    }
  };

  return (
    <div className="make-variants">
      <p className="meta">Eski yüklemelerin telefonlar için küçük kopyaları yoksa (WebP boyutları, meta verisi temizlenmiş tam boyut) buradan oluşturabilirsiniz.</p>
      <button type="button" className="button button-secondary" disabled={running} onClick={() => void run()}>
        {running ? "Oluşturuluyor…" : "Varyantları oluştur"}
      </button>
      <ErrorNotice error={error} />
      <StatusText>{status}</StatusText>
    </div>
  );
}

/**
 * The library in a modal dialog, to choose one image: the editor inserts it, an album takes it.
 * `onUpload` adds a "from the computer" button (the editor uploads with its own progress bars).
 * Escape and "Vazgeç" close it; the opener gives the focus back once it is gone.
 */
export function LibraryDialog({
  title,
  onChoose,
  onUpload,
  onClose,
  chooseLabel = "Seç",
  hideIds,
}: {
  title: string;
  onChoose(image: LibraryImageDto): void;
  onUpload?(): void;
  onClose(): void;
  chooseLabel?: string;
  /** Images not to offer (an album's own photos). */
  hideIds?: ReadonlySet<number>;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState({ q: "", page: 1 });
  const [search, setSearch] = useState("");
  const list = useLoad<Page<LibraryImageDto>>("/library", { q: query.q, sayfa: query.page });

  useEffect(() => showModal(dialogRef.current), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: search.trim(), page: 1 });
  };

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
      <div className="library-dialog-head">
        <h2 id="kitaplik-baslik">{title}</h2>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          Vazgeç
        </button>
      </div>
      {onUpload ? (
        <p>
          <button type="button" className="button button-small" onClick={onUpload}>
            Bilgisayardan yükle
          </button>{" "}
          <span className="meta">ya da kitaplıktan bir görsel seçin:</span>
        </p>
      ) : null}
      {/* Not a <form>: the dialog may sit inside the page's own form, and forms must not nest. */}
      <div role="search" className="admin-search" onKeyDown={(event) => event.key === "Enter" && submit(event)}>
        <label htmlFor="kitaplik-ara">Kitaplıkta ara</label>
        <input id="kitaplik-ara" type="search" value={search} onChange={(event) => setSearch(valueOf(event))} />
        <button type="button" className="button button-small" onClick={submit}>
          Ara
        </button>
      </div>
      <LoadState
        data={list.data}
        error={list.error}
        reload={list.reload}
        isEmpty={() => items.length === 0}
        empty={<EmptyState title={query.q ? `“${query.q}” için görsel bulunamadı` : "Kitaplıkta seçilecek görsel yok"} />}
      >
        {(data) => (
          <>
            <ul className="library-choices">
              {items.map((image) => {
                const srcSet = srcsetOf(image.r2Key) ?? undefined;
                return (
                  <li key={image.id}>
                    <button type="button" className="library-choice" onClick={() => onChoose(image)} aria-label={`${chooseLabel}: ${image.alt || image.fileName}`}>
                      <img src={image.url} srcSet={srcSet} sizes={srcSet ? "10rem" : undefined} alt="" width={image.width} height={image.height} loading="lazy" />
                      <span className="library-choice-name">{image.alt || image.fileName}</span>
                      <span className="meta">
                        {image.fileName} · {formatBytes(image.byteSize)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {data.pageCount > 1 ? (
              <div className="button-row">
                <button type="button" className="button button-secondary button-small" disabled={data.page <= 1} onClick={() => setQuery((previous) => ({ ...previous, page: previous.page - 1 }))}>
                  ← Önceki sayfa
                </button>
                <span className="meta">
                  Sayfa {data.page} / {data.pageCount}
                </span>
                <button type="button" className="button button-secondary button-small" disabled={data.page >= data.pageCount} onClick={() => setQuery((previous) => ({ ...previous, page: previous.page + 1 }))}>
                  Sonraki sayfa →
                </button>
              </div>
            ) : null}
          </>
        )}
      </LoadState>
    </dialog>
  );
}
