/** The admin lists' search and page (`?q=`, `?sayfa=`). */
import * as z from "zod";

export const listQuery = z.object({
  q: z.string().max(200).optional(),
  sayfa: z.coerce.number().int().min(1).max(100000).default(1),
});

export const ADMIN_PAGE_SIZE = 20;
