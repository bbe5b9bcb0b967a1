/** "Yeni albüm adı" and "Albüm oluştur" under the album list. */
import { useState, type FormEvent } from "react";
import { TextField } from "../../ui";
import { ALBUM_KIND } from "../../../../src/shared/content-kinds/album";

/** `onCreate` gets the trimmed title and a way to empty the box once the album exists. */
export function NewAlbumForm({ creating, onCreate }: { creating: boolean; onCreate(title: string, clear: () => void): void }) {
  const [title, setTitle] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate(title.trim(), () => setTitle(""));
  };
  return (
    <form className="admin-form album-create" onSubmit={submit} noValidate>
      <TextField id="yeni-album" label="Yeni albüm adı" value={title} maxLength={ALBUM_KIND.fields.title.max} onChange={setTitle} />
      <button type="submit" className="button button-small" disabled={creating}>
        {creating ? "Oluşturuluyor…" : "Albüm oluştur"}
      </button>
    </form>
  );
}
