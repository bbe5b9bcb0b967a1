/**
 * Linking a register entry to a site account (the board's "Hesaba bağla"): an imported or hand-typed
 * entry then shows on its member's /hesabim, with resignation and the own-data export.
 */
import * as z from "zod";

const MESSAGE = "Bağlanacak hesabın e-posta adresini yazın.";

/** The account named by its e-mail address, as the site stores addresses (trimmed, lower case). */
export const accountLinkSchema = z.object({
  email: z
    .string({ error: MESSAGE })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "E-posta adresi geçerli görünmüyor." }).max(254, { error: "E-posta adresi en fazla 254 karakter olabilir." })),
});

export type AccountLinkInput = z.input<typeof accountLinkSchema>;
