/** The admin API's refusals that several kinds share: a lost race, a missing item, a taken slug. */
import { createError } from "../../platform/errors";

/** A save that lost the race: it changes nothing and says so. */
export const conflict = () =>
  createError({
    statusCode: 409,
    statusMessage: "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Değişiklikleriniz kaydedilmedi; güncel hâlini yükleyip yeniden deneyin.",
  });

export const notFound = (what: string) => createError({ statusCode: 404, statusMessage: `${what} bulunamadı` });

/** An image in the trash is not edited: like an unknown one it answers 404, saying where it is. */
export const trashedImageError = () =>
  createError({ statusCode: 404, statusMessage: "Bu görsel çöp kutusunda. Değiştirmek için önce çöp kutusundan geri alın." });

/** D1 reports a duplicate slug as a UNIQUE constraint failure; editors get a field message. */
export function slugTaken(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: \w+\.slug/.test(error.message + String((error as { cause?: unknown }).cause ?? ""));
}

export const slugTakenError = () =>
  createError({
    statusCode: 400,
    statusMessage: "Bu adres (kısa ad) başka bir kayıtta kullanılıyor. Lütfen başka bir kısa ad yazın.",
    fields: { slug: "Bu kısa ad kullanılıyor." },
  });

/** D1's constraint failures that an editor can fix, as 400s naming the field; anything else as it was. */
export function friendlyWriteError(error: unknown): unknown {
  const text = error instanceof Error ? error.message + String((error as { cause?: unknown }).cause ?? "") : "";
  if (slugTaken(error)) return slugTakenError();
  if (/FOREIGN KEY constraint failed/.test(text)) {
    return createError({
      statusCode: 400,
      statusMessage: "Seçilen kapak görseli bulunamadı; silinmiş olabilir. Lütfen başka bir görsel seçin.",
      fields: { coverImageId: "Bu görsel bulunamadı." },
    });
  }
  return error;
}
