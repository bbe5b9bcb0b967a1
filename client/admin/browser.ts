/**
 * The few browser APIs the admin app touches, typed here. The app is also compiled as part of the
 * Worker's program (src/routes/pages/admin.tsx renders it), whose TypeScript setup has Workers types and no
 * DOM library; these small interfaces let the same files typecheck in both. Only call these from
 * effects and event handlers, never while rendering.
 */

export interface Focusable {
  focus(options?: { preventScroll?: boolean }): void;
}

export interface BrowserEventLike {
  preventDefault(): void;
  returnValue?: unknown;
}

export interface BrowserWindow {
  location: { pathname: string; search: string; hash: string; assign(url: string): void; reload(): void };
  history: {
    pushState(data: unknown, unused: string, url: string): void;
    replaceState(data: unknown, unused: string, url: string): void;
  };
  document: { title: string; getElementById(id: string): Focusable | null };
  addEventListener(type: string, listener: (event: BrowserEventLike) => void): void;
  removeEventListener(type: string, listener: (event: BrowserEventLike) => void): void;
  scrollTo(x: number, y: number): void;
  scrollY: number;
  requestAnimationFrame(callback: () => void): number;
  confirm(message: string): boolean;
  /** The print dialog (the registers' printed pages). */
  print(): void;
}

/** The browser's window (call only in effects and handlers). */
export const browser = (): BrowserWindow => globalThis as unknown as BrowserWindow;

/** The value of the input, textarea or select an event came from. */
export const valueOf = (event: { target: unknown }): string => String((event.target as { value?: unknown }).value ?? "");

export const checkedOf = (event: { target: unknown }): boolean => Boolean((event.target as { checked?: unknown }).checked);

/** The files chosen in an <input type="file">; clears the input so choosing the same file again works. */
export function takeFiles(event: { target: unknown }): File[] {
  const input = event.target as { files?: ArrayLike<File> | null; value: string };
  const files = Array.from(input.files ?? []);
  input.value = "";
  return files;
}

/** The files dropped on an element (a drag of text or links has none). */
export function droppedFiles(event: { dataTransfer: unknown }): File[] {
  const transfer = event.dataTransfer as { files?: ArrayLike<File> | null } | null;
  return Array.from(transfer?.files ?? []);
}

/** True while something being dragged over an element carries files. */
export function dragsFiles(event: { dataTransfer: unknown }): boolean {
  const transfer = event.dataTransfer as { types?: ArrayLike<string> | null } | null;
  return Array.from(transfer?.types ?? []).includes("Files");
}

export function focusElement(element: unknown): void {
  (element as Focusable | null | undefined)?.focus?.();
}

export function selectText(element: unknown): void {
  (element as { select?: () => void } | null | undefined)?.select?.();
}

/** Opens a <dialog> as a modal (the page behind becomes inert, the focus stays inside), once. */
export function showModal(element: unknown): void {
  const dialog = element as { open?: boolean; showModal?: () => void } | null;
  if (dialog && !dialog.open) dialog.showModal?.();
}

export const isDisabled = (element: unknown): boolean => Boolean((element as { disabled?: unknown } | null | undefined)?.disabled);

export function closeDetails(element: unknown): void {
  if (element) (element as { open: boolean }).open = false;
}

/** Warns before leaving the page (unsaved edits); returns the function that stops warning. */
export function warnBeforeUnload(): () => void {
  const warn = (event: BrowserEventLike) => {
    event.preventDefault();
    event.returnValue = "";
  };
  browser().addEventListener("beforeunload", warn);
  return () => browser().removeEventListener("beforeunload", warn);
}

export interface XhrUploadLike {
  addEventListener(type: "progress", listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void): void;
}

export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  upload: XhrUploadLike;
  status: number;
  responseText: string;
  addEventListener(type: "load" | "error" | "abort", listener: () => void): void;
  send(body: unknown): void;
}

export const newXhr = (): XhrLike => new (globalThis as unknown as { XMLHttpRequest: new () => XhrLike }).XMLHttpRequest();

/**
 * Saves `data` as a JSON file the browser downloads (a KVKK export): an object URL on a temporary
 * link, released once clicked. Call from event handlers only.
 */
export function downloadJson(fileName: string, data: unknown): void {
  const scope = globalThis as unknown as {
    Blob: new (parts: string[], options: { type: string }) => unknown;
    URL: { createObjectURL(blob: unknown): string; revokeObjectURL(url: string): void };
    document: { createElement(tag: "a"): { href: string; download: string; click(): void } };
  };
  const url = scope.URL.createObjectURL(new scope.Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = scope.document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => scope.URL.revokeObjectURL(url), 0);
}
