// `npm start`'s first step: local development needs the member register's key (docs/registers.md).
// Wrangler reads it from .dev.vars (ignored by git); a clone without one gets a fresh random key, so
// no key is ever in the repository and the demo register opens at once. An existing key is kept.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, appendFileSync } from "node:fs";

const file = new URL("../.dev.vars", import.meta.url);
const current = existsSync(file) ? readFileSync(file, "utf8") : "";
if (!/^REGISTER_KEY=/m.test(current)) {
  const separator = current && !current.endsWith("\n") ? "\n" : "";
  appendFileSync(file, `${separator}REGISTER_KEY="v1:${randomBytes(32).toString("base64")}"\n`);
  console.log("A local key for the member register was written to .dev.vars (docs/registers.md).");
}
