import { describe, expect, it } from "vitest";
import { formatPhone, telHref } from "../../src/shared/i18n/phone";

describe("phone numbers", () => {
  it.each(["+90 216 555 00 00", "0216 555 00 00", "(0216) 555 0000", "02165550000", "+902165550000", "0090 216 555 00 00", "216 555 00 00"])(
    "shows %s as +90 216 555 00 00 and dials it as +902165550000",
    (typed) => {
      expect(formatPhone(typed)).toBe("+90 216 555 00 00");
      expect(telHref(typed)).toBe("tel:+902165550000");
    },
  );

  it("shows a mobile number the same way", () => {
    expect(formatPhone("0532 123 45 67")).toBe("+90 532 123 45 67");
  });

  it("leaves a number it does not recognise as it was typed", () => {
    expect(formatPhone(" +44 20 7946 0958 ")).toBe("+44 20 7946 0958");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });
});
