import { mediaUrl, type ImageView } from "../../db/images";

/**
 * An image from R2 with its real width and height (no layout shift) and its Turkish alt text.
 * Below the fold it loads lazily; the first visible image of a page can ask for eager loading.
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
  sizes?: string;
}) {
  return (
    <img
      className={className}
      src={mediaUrl(image.r2Key)}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      sizes={sizes}
      fetchPriority={eager ? "high" : undefined}
    />
  );
}

/** An article's cover: the first image a visitor sees there, so it loads eagerly, with its caption. */
export function Cover({ image }: { image: ImageView }) {
  return (
    <figure className="cover">
      <Picture image={image} eager sizes="(min-width: 48rem) 46rem, 100vw" />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </figure>
  );
}
