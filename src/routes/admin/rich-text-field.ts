import * as z from "zod";
import { checkRichTextForSave } from "../../services/richtext/save";

/** Rich text as the save path requires it, or a 400 naming the problem. */
export const richTextField = z.unknown().transform((value, ctx) => {
  const checked = checkRichTextForSave(value);
  if (!checked.ok) {
    ctx.addIssue({ code: "custom", message: checked.error });
    return z.NEVER;
  }
  return checked.value;
});
