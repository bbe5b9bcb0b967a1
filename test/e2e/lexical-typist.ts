import type { Locator, Page } from "playwright-core";

/**
 * Types into a Lexical editor the way a person does, one key at a time, waiting after each key and
 * each toolbar click until the editor has taken in the selection the browser shows.
 *
 * Lexical learns of selection moves from the document's `selectionchange` event, which the browser
 * dispatches a task later; a toolbar click that comes sooner formats the old selection. A listener
 * added after the editor's own runs after it for the same event, so it records the selection the
 * editor has seen. When that record equals the selection the browser shows now, the editor is up
 * to date (its update commits in a microtask, before the next input arrives).
 */
export async function lexicalTypist(page: Page, editor: Locator) {
  await editor.waitFor();
  await page.evaluate(() => {
    const seen = window as unknown as { __selectionSeen: unknown[]; __selectionTakenIn: () => boolean };
    const snapshot = () => {
      const selection = document.getSelection();
      return selection ? [selection.anchorNode, selection.anchorOffset, selection.focusNode, selection.focusOffset] : [];
    };
    seen.__selectionSeen = snapshot();
    document.addEventListener("selectionchange", () => {
      seen.__selectionSeen = snapshot();
    });
    seen.__selectionTakenIn = () => {
      const now = snapshot();
      return now.length === seen.__selectionSeen.length && now.every((value, index) => value === seen.__selectionSeen[index]);
    };
  });
  const takenIn = () => page.waitForFunction(() => (window as unknown as { __selectionTakenIn: () => boolean }).__selectionTakenIn());

  const press = async (key: string) => {
    await page.keyboard.press(key);
    await takenIn();
  };
  return {
    press,
    type: async (text: string) => {
      for (const character of text) {
        // `type`, not `press`: it also enters letters a US keyboard lacks (ç, ğ, ı, ö, ş, ü).
        await page.keyboard.type(character);
        await takenIn();
      }
    },
    click: async (button: Locator) => {
      await button.click();
      await takenIn();
    },
  };
}
