/** The comparison's Turkish names of every field a versioned item may have, from the kinds' declarations. */
import { labelsOf } from "./derive";
import { EVENT_KIND } from "./event";
import { NEWS_KIND } from "./news";
import { PAGE_FIELD_LABELS } from "./page";
import { PUBLISHABLE_LABELS } from "./publishable";

/** Field name → Turkish name; fields not named here are not compared. */
export const COMPARISON_LABELS: Readonly<Record<string, string>> = {
  ...PUBLISHABLE_LABELS,
  ...labelsOf(NEWS_KIND.fields),
  ...labelsOf(EVENT_KIND.fields),
  ...PAGE_FIELD_LABELS,
};
