import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** The mails `wrangler dev` kept since `since` (it writes each one's text under .wrangler/tmp/email/…/email-text/). */
export function keptMails(since: number): string[] {
  const root = ".wrangler/tmp/email";
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .map((dir) => join(root, dir, "email-text"))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir).map((file) => join(dir, file)))
    .filter((file) => statSync(file).mtimeMs >= since)
    .map((file) => readFileSync(file, "utf8"));
}
