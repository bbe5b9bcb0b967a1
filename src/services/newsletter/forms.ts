import * as z from "zod";
import { emailSchema } from "../auth/forms";

/** One schema for every subscription form: an address, and the consent box ticked by the person. */
export const subscribeSchema = z.object({
  email: emailSchema,
  consent: z.literal("on", { error: "Bülten gönderebilmemiz için onay kutusunu işaretleyin." }),
});
