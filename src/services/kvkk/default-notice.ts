import { env } from "cloudflare:workers";
import type { RichTextDocument } from "../../shared/richtext/schema";
import { DEFAULT_NOTICE_PATH } from "../../shared/paths";

/** The privacy notice a site shows until an administrator first saves it. */
export interface DefaultNotice {
  title: string;
  summary: string;
  body: RichTextDocument;
}

let kept: DefaultNotice | undefined;

/**
 * The default notice (written in ./notice-default.ts), read on first use from the static file the
 * build makes of it, through the ASSETS binding, and kept for the isolate's life: 12 KB of prose
 * stays out of the Worker that every isolate parses at start, for the one page (and its editor) that
 * shows it before it is first saved. As with the common passwords, what is kept is the parsed text,
 * never a read in progress.
 */
export async function defaultNotice(): Promise<DefaultNotice> {
  if (kept) return kept;
  const response = await env.ASSETS.fetch(new URL(DEFAULT_NOTICE_PATH, "https://assets.invalid"));
  if (!response.ok) throw new Error(`${DEFAULT_NOTICE_PATH}: ${response.status} (run npm run build)`);
  kept = await response.json<DefaultNotice>();
  return kept;
}
