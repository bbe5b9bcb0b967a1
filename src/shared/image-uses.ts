/** Where an image is used, in words: shared by the server's refusal and the admin's question before trashing it. */

/** A use as both sides know it (src/db/image-usage.ts ImageUse). */
export interface DescribedUse {
  kind: "news" | "event" | "page" | "album" | "logo";
  title: string;
  asCover: boolean;
}

/** "“Kermes” haberi (kapak), “Konser” etkinliği, Hakkımızda sayfası, “Şenlik” albümü": the uses in one Turkish line. */
export function describeUses(uses: readonly DescribedUse[]): string {
  return uses
    .map((use) => {
      const where =
        use.kind === "news"
          ? `“${use.title}” haberi`
          : use.kind === "event"
            ? `“${use.title}” etkinliği`
            : use.kind === "album"
              ? `“${use.title}” albümü`
              : use.kind === "logo"
                ? "derneğin logosu (Ayarlar → Dernek bilgileri)"
                : `${use.title} sayfası`;
      return use.asCover ? `${where} (kapak)` : where;
    })
    .join(", ");
}
