import { defaultNotice } from "../../services/kvkk/default-notice";
import { hasInlineDefault, PAGE_DEFAULTS, type PageDefault } from "../../shared/content-kinds/page-defaults";
import type { PageKey } from "../../shared/content-kinds/page";

/**
 * The text a page shows until it is first saved, for its public page and its editor alike: every
 * editable page has one, so a new site is whole before anyone writes a word.
 */
export async function pageDefault(key: PageKey): Promise<PageDefault> {
  if (hasInlineDefault(key)) return PAGE_DEFAULTS[key];
  return { ...(await defaultNotice()), fields: {} };
}
