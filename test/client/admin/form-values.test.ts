import { describe, expect, it } from "vitest";
import { numberOrText } from "../../../client/admin/form-values";

describe("what a number box sends", () => {
  it("sends a plain number as a number, an empty box as null, and anything else as typed for the server to refuse", () => {
    expect(numberOrText(" 12 ")).toBe(12);
    expect(numberOrText("-3")).toBe(-3);
    expect(numberOrText("1.5")).toBe(1.5);
    expect(numberOrText("   ")).toBeNull();
    // Never a silent 0, NaN (null in JSON, "unlimited" to some schemas) or a number the editor did not type.
    for (const typed of ["on iki", "1,5", "0x10", "1e3", "Infinity"]) expect(numberOrText(typed)).toBe(typed);
  });
});
