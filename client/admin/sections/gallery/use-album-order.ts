/**
 * Moving an album up or down the list: the new order goes to the server, and the focus stays on the
 * button that was pressed (or its twin, once the album reaches an end and that one is disabled).
 */
import { useEffect, useRef } from "react";
import type { AlbumDto } from "../../../../src/shared/admin-contract";
import { useApi } from "../../api";
import { focusElement, isDisabled } from "../../browser";

/** Which way an album moves. */
export type Direction = "up" | "down";

/** `albums` as shown; `setAlbums` takes the list in its new order. */
export function useAlbumOrder(albums: AlbumDto[] | null, setAlbums: (albums: AlbumDto[]) => void) {
  const { api } = useApi();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: number; direction: Direction } | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || !albums) return;
    pendingFocus.current = null;
    const same = buttons.current.get(`${target.id}:${target.direction}`);
    const other = buttons.current.get(`${target.id}:${target.direction === "up" ? "down" : "up"}`);
    focusElement(same && !isDisabled(same) ? same : other);
  }, [albums]);

  /** A ref callback for an album's move button, so the focus can find it after the list is redrawn. */
  const buttonRef = (id: number, direction: Direction) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${id}:${direction}`, element);
    else buttons.current.delete(`${id}:${direction}`);
  };

  /** Moves the album at `index`; returns what the status line says, or nothing when it cannot move. */
  const move = async (index: number, direction: Direction): Promise<string | void> => {
    if (!albums) return;
    const target = direction === "up" ? index - 1 : index + 1;
    const moved = albums[index];
    if (!moved || target < 0 || target >= albums.length) return;
    const order = albums.map((entry) => entry.id);
    order.splice(index, 1);
    order.splice(target, 0, moved.id);
    const result = await api<{ albums: AlbumDto[] }>("/albums/order", { method: "POST", body: { ids: order } });
    pendingFocus.current = { id: moved.id, direction };
    setAlbums(result.albums);
    return `“${moved.title}” ${direction === "up" ? "yukarı" : "aşağı"} taşındı.`;
  };

  return { buttonRef, move };
}
