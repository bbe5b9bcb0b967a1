import * as z from "zod";

/** The alt text of an image, as the editor's alt field and the library's form send it. */
export const altText = z.string().trim().min(1, "Görseli anlatan bir metin yazın.").max(300, "Alternatif metin en fazla 300 karakter olabilir.");

/** PUT /api/library/alt: the alt text typed for an image put into a text, by the image's address. */
export const imageAltInput = z.object({ url: z.string().max(2000), alt: altText });
export type ImageAltInput = z.infer<typeof imageAltInput>;
