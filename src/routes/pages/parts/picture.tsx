import { mediaUrl, type ImageView } from "../../../db/images";
import { srcsetOf } from "../../../shared/media-variants";

/**
 * An image from R2 with its real width and height (no layout shift) and its Turkish alt text, and
 * the WebP widths made at upload as `srcset`, chosen by `sizes` (which must describe the layout it
 * sits in). Files without variants (old uploads before the backfill, BMP, ICO) get no `sizes`: it
 * means nothing without `srcset`, and the HTML checker refuses it. Below the fold it loads lazily;
 * the first visible image of a page asks for eager loading, and React then preloads it in the head
 * with the same `imagesrcset`/`imagesizes`.
 */
export function Picture({
  image,
  className,
  eager = false,
  sizes,
}: {
  image: ImageView;
  className?: string;
  eager?: boolean;
  sizes: string;
}) {
  const srcSet = srcsetOf(image.r2Key) ?? undefined;
  return (
    <img
      className={className}
      src={mediaUrl(image.r2Key)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : undefined}
    />
  );
}

/** An article's cover: the first image a visitor sees there, so it loads eagerly, with its caption. */
export function Cover({ image }: { image: ImageView }) {
  return (
    <figure className="cover">
      <Picture image={image} eager sizes="(min-width: 48rem) 46rem, calc(100vw - 2rem)" />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </figure>
  );
}
