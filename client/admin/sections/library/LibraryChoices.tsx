/** The images a library dialog offers, each a button, and its own page buttons (the dialog has no address). */
import type { LibraryImageDto } from "../../../../src/shared/admin-contract";
import { srcsetOf } from "../../../../src/shared/media-variants";
import { formatBytes } from "../gallery/shared";

/** One button per image; `chooseLabel` names what choosing does ("Seç", "Ekle"). */
export function LibraryChoices({ items, chooseLabel, onChoose }: { items: readonly LibraryImageDto[]; chooseLabel: string; onChoose(image: LibraryImageDto): void }) {
  return (
    <ul className="library-choices">
      {items.map((image) => {
        const srcSet = srcsetOf(image.r2Key) ?? undefined;
        return (
          <li key={image.id}>
            {/* The name is the visible text after what choosing does, so a speech-input user can say what they see (WCAG 2.5.3). */}
            <button type="button" className="library-choice" onClick={() => onChoose(image)}>
              <span className="visually-hidden">{chooseLabel}: </span>
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
  );
}

/** "← Önceki sayfa", where it is, "Sonraki sayfa →"; nothing for a single page. */
export function DialogPager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage(page: number): void }) {
  if (pageCount <= 1) return null;
  return (
    <div className="button-row">
      <button type="button" className="button button-secondary button-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← Önceki sayfa
      </button>
      <span className="meta">
        Sayfa {page} / {pageCount}
      </span>
      <button type="button" className="button button-secondary button-small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Sonraki sayfa →
      </button>
    </div>
  );
}
