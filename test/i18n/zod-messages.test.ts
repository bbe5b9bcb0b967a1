import * as z from "zod";
import { describe, expect, it } from "vitest";
// The Worker's entry, imported as the runtime does at startup: it sets zod's messages.
import "../../src/app/index";

/**
 * zod's own messages, for the checks a schema does not phrase itself, are Turkish in the Worker
 * (src/platform/zod-locale.ts, through zod's public `z.config`), whatever the order in which the
 * bundle evaluated zod's default English locale.
 */
describe("zod's messages in the Worker", () => {
  it("are Turkish", () => {
    expect(z.string().safeParse(1).error?.issues[0]?.message).toBe("Geçersiz değer: beklenen string, alınan number");
    expect(z.string().min(3).safeParse("ab").error?.issues[0]?.message).toBe("Çok küçük: beklenen string >=3 karakter");
  });
});
