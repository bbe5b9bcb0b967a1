/** The fields of each fixed page beyond its title, summary and text, from the pages' declaration (the server's schemas judge them). */
import { byPage, pageFieldSpecs, type PageFieldSpec } from "../../../../src/shared/content-kinds/page";

export type { PageFieldSpec };

/** Each page's own fields, in the order the form shows them. */
export const PAGE_FIELDS = byPage(pageFieldSpecs);
