// Stands in for zod's English messages in the Worker bundle (wrangler.toml `[alias]`).
//
// zod's classic schemas register English as the default locale when the first schema is built;
// the site then sets Turkish (src/platform/zod-locale.ts), so the English texts are never shown and
// only cost bundle weight (2.7 KB minified). The default is the Turkish locale instead, which
// zod-locale.ts imports anyway. Browser code (client/) is bundled separately and keeps the original.
export { default } from "zod/v4/locales/tr.js";
