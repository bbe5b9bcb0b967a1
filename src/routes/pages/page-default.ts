import { defaultNotice } from "../../services/kvkk/default-notice";
import type { PageDefault } from "../../shared/content-kinds/page-defaults";
import { EDITABLE_PAGES, type PageKey } from "../../shared/content-kinds/page";

/**
 * The text a page shows until it is first saved, for its public page and its editor alike: every
 * editable page has one (its declaration names it), so a new site is whole before anyone writes a word.
 */
export async function pageDefault(key: PageKey): Promise<PageDefault> {
  const declared: PageDefault | "privacy notice" = EDITABLE_PAGES[key].defaultText;
  if (declared !== "privacy notice") return declared;
  return { ...(await defaultNotice()), fields: {} };
}
