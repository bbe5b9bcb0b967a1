import type { AdminAppProps } from "../../shared/shell-props";

/** The answers of the admin API the first screen loads, by address (without the API base). */
export type PreloadedAnswers = Record<string, unknown>;

/** The addresses (without the API base) the first screen of `props.path` loads. */
export declare function loadsOf(props: AdminAppProps): string[];

/** The admin app's HTML for `props.path`, with the answers read for it: a React root of its own, as the browser hydrates it. */
export declare function adminAppHtml(props: AdminAppProps, answers: PreloadedAnswers): string;
