/**
 * The photo view of an album page: a thumbnail opens its photo large in the page's <dialog> instead
 * of going to the photo's own page. Progressive: without this script the thumbnails are plain links
 * to those pages, which work on their own. Kept to plain DOM code (no framework): public pages ship
 * only the few kilobytes they need.
 *
 * - showModal() makes the rest of the page inert and keeps the focus inside; Escape closes (the
 *   browser's own cancel), and the focus goes back to the thumbnail of the photo last shown.
 * - ← and → move; so do the buttons, and a horizontal swipe (pointer events: touch, pen or mouse).
 * - A click with a modifier key or the middle button keeps its usual meaning (new tab, …).
 */

const dialog = document.querySelector<HTMLDialogElement>("dialog[data-photo-dialog]");
const links = [...document.querySelectorAll<HTMLAnchorElement>("a[data-photo-full]")];

/** How far (CSS px) a finger must travel sideways, more than up or down, to count as a swipe. */
const SWIPE_DISTANCE = 40;

if (dialog && typeof dialog.showModal === "function" && links.length) {
  const slot = <T extends HTMLElement>(name: string) => dialog.querySelector<T>(`[data-photo-slot="${name}"]`)!;
  // Made here, not in the page: an <img> without a source would not be valid HTML.
  const image = document.createElement("img");
  image.sizes = "100vw";
  image.decoding = "async";
  const caption = slot("caption");
  const position = slot("position");
  const download = slot<HTMLAnchorElement>("download");
  const page = slot<HTMLAnchorElement>("page");
  const stage = slot("stage");
  stage.append(image);
  const moves = [...dialog.querySelectorAll<HTMLButtonElement>("[data-photo-move]")];
  let current = 0;

  const show = (index: number) => {
    current = Math.max(0, Math.min(links.length - 1, index));
    const link = links[current]!;
    const thumbnail = link.querySelector("img")!;
    const data = link.dataset;
    // The grid's copy stays on screen until the larger one has arrived, so the view never flashes empty.
    image.removeAttribute("srcset");
    image.src = thumbnail.currentSrc || thumbnail.src;
    if (thumbnail.srcset) image.srcset = thumbnail.srcset;
    image.width = Number(thumbnail.getAttribute("width"));
    image.height = Number(thumbnail.getAttribute("height"));
    image.alt = thumbnail.alt;
    caption.textContent = data.photoCaption ?? "";
    position.textContent = data.photoPosition ?? "";
    download.href = data.photoFull ?? link.href;
    download.textContent = `Tam boyutunu indir (${data.photoSize ?? ""})`;
    page.href = link.href;
    moves.forEach((button) => {
      const target = current + Number(button.dataset.photoMove);
      button.disabled = target < 0 || target >= links.length;
    });
  };

  const move = (step: number) => {
    const target = current + step;
    if (target >= 0 && target < links.length) show(target);
  };

  links.forEach((link, index) =>
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      show(index);
      dialog.showModal();
    }),
  );

  moves.forEach((button) => button.addEventListener("click", () => move(Number(button.dataset.photoMove))));

  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      move(event.key === "ArrowLeft" ? -1 : 1);
    } else if (event.key === "Tab") {
      // showModal makes the page behind inert, but Tab past the last control would leave for the
      // browser's own toolbar: wrap round instead, so the focus stays in the view.
      const controls = [...dialog.querySelectorAll<HTMLElement>("button:not(:disabled), a[href]")];
      const edge = event.shiftKey ? controls[0] : controls[controls.length - 1];
      if (document.activeElement === edge || !dialog.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? controls[controls.length - 1] : controls[0])?.focus();
      }
    }
  });

  // A click on the backdrop (the dialog itself, outside its rows) closes it, as Escape does.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });

  dialog.addEventListener("close", () => links[current]!.focus());

  let start: { x: number; y: number; id: number } | null = null;
  stage.addEventListener("pointerdown", (event) => {
    start = { x: event.clientX, y: event.clientY, id: event.pointerId };
  });
  stage.addEventListener("pointerup", (event) => {
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
  });
  stage.addEventListener("pointercancel", () => {
    start = null;
  });
}
