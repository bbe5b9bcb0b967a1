import * as z from "zod";
import tr from "zod/v4/locales/tr.js";

// Validation messages that a schema does not spell out itself are Turkish too (zod's own locale).
// Only the Turkish locale is imported: `z.locales` would pull every language into the Worker.
z.config(tr());
