/** The albums as a select's options, by id: the gallery's uploader and each image's album field. */
import type { AlbumDto } from "../../../../src/shared/admin-contract";

export function AlbumOptions({ albums }: { albums: readonly AlbumDto[] }) {
  return albums.map((entry) => (
    <option key={entry.id} value={String(entry.id)}>
      {entry.title}
    </option>
  ));
}
