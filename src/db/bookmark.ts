import { cookiesOf } from "../platform/cookies";

/** Carries the D1 bookmark of a visitor's last write, so their next reads see it (see replication.ts). */
export const BOOKMARK_COOKIE = "__Host-d1-yer-imi";

/** Five minutes: long enough for a replica to catch up, short enough to say nothing about anyone. */
export const BOOKMARK_MAX_AGE_S = 300;

/** The bookmark a request carries, read with hono's cookie parser like every other cookie. */
export function bookmarkOf(request: Request): string | undefined {
  return cookiesOf(request)[BOOKMARK_COOKIE];
}
