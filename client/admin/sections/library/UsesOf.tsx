/** Where a library image is used, or why it is not in the gallery and what happens to it. */
import type { ImageUseDto, LibraryImageDto } from "../../../../src/shared/admin-contract";
import { DRAFT_UPLOAD_GRACE_DAYS } from "../../../../src/shared/draft-uploads";
import { formatDateTime } from "../../../../src/shared/i18n/dates";
import { Link, withQuery } from "../../router";
import { CONTENT_SEGMENT, PAGE_LABELS } from "../../routes";

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
    case "logo":
      return "/admin/ayarlar";
  }
}

const USE_KIND: Record<ImageUseDto["kind"], string> = { news: "Haber", event: "Etkinlik", page: "Sayfa", album: "Albüm", logo: "Ayarlar" };

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
