import { z } from "zod";

// Validation messages that a schema does not spell out itself are Turkish too (zod's own locale).
z.config(z.locales.tr());
