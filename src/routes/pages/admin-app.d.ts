import type { AdminAppProps } from "../../shared/shell-props";

/** The answers of the admin API the first screen loads, by address (without the API base). */
export type PreloadedAnswers = Record<string, unknown>;

/** What the first screen of `props.path` needs: the addresses (without the API base) its loads ask for, and whether it shows a section of the lazily loaded chunk. */
export declare function firstScreenNeeds(props: AdminAppProps): { loads: string[]; sectionsChunk: boolean };

/** The admin app's HTML for `props.path`, with the answers read for it: a React root of its own, as the browser hydrates it. */
export declare function adminAppHtml(props: AdminAppProps, answers: PreloadedAnswers): string;
