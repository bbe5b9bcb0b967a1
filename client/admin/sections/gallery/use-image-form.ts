/**
 * An image's form state: alt text, caption and album as typed, the version they were loaded at, and
 * save / move to the trash (which the server may refuse while texts or covers still show the image).
 */
import { useEffect, useState, type FormEvent } from "react";
import type { ImageDto } from "../../../../src/shared/admin-contract";
import { asApiError, useApi, type ApiClientError } from "../../api";
import { useMountedRef } from "../../hooks";
import { ALT_HINT } from "./shared";
import { useTrashQuestion } from "./use-trash-question";

const albumValue = (image: ImageDto) => (image.albumId === null ? "" : String(image.albumId));

/** `onSaved` and `onDeleted` tell the list; a newer `image` from it replaces the fields. */
export function useImageForm(image: ImageDto, onSaved: (image: ImageDto) => void, onDeleted: (id: number) => void) {
  const { api } = useApi();
  const mounted = useMountedRef();
  const [alt, setAlt] = useState(image.alt);
  const [caption, setCaption] = useState(image.caption);
  const [albumId, setAlbumId] = useState(albumValue(image));
  const [version, setVersion] = useState(image.version);
  const [error, setError] = useState<ApiClientError | null>(null);
  const [altError, setAltError] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  // Set when the server refused a delete because texts or covers still show the image.
  const [inUse, setInUse] = useState<string | null>(null);

  // A newer version from the list (after "Güncel hâlini yükle") replaces the fields.
  useEffect(() => {
    if (image.version === version) return;
    setAlt(image.alt);
    setCaption(image.caption);
    setAlbumId(albumValue(image));
    setVersion(image.version);
    setError(null);
    setStatus("Güncel hâli yüklendi.");
    // Only a new version from outside matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setStatus("");
    if (!alt.trim()) {
      setAltError(`Alternatif metin gerekli. ${ALT_HINT}.`);
      return;
    }
    setAltError(undefined);
    setBusy(true);
    try {
      const body = { alt: alt.trim(), caption: caption.trim(), albumId: albumId === "" ? null : Number(albumId), version };
      const updated = await api<ImageDto>(`/images/${image.id}`, { method: "PUT", body });
      if (!mounted.current) return;
      setVersion(updated.version);
      setStatus("Kaydedildi.");
      onSaved(updated);
    } catch (caught) {
      if (!mounted.current) return;
      const apiError = asApiError(caught);
      setError(apiError);
      if (apiError.fields.alt) setAltError(apiError.fields.alt);
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const trash = useTrashQuestion(image.id);

  /** `force`: move it even though it is in use (the question said where). */
  const remove = async (force = trash.usesTold.current) => {
    setError(null);
    setInUse(null);
    try {
      await api(`/images/${image.id}`, { method: "DELETE", query: { version, ...(force ? { force: "1" } : {}) } });
      onDeleted(image.id);
    } catch (caught) {
      const apiError = asApiError(caught);
      if (apiError.status === 409 && apiError.fields.usage) setInUse(apiError.message);
      else setError(apiError);
    }
  };

  return { alt, setAlt, caption, setCaption, albumId, setAlbumId, error, altError, status, busy, inUse, save, trashQuestion: trash.question, remove };
}
