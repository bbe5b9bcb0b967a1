import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LabelText } from "../../../client/admin/ui";

/** What an editor reads on a form field's label: one pair of parentheses, never "(…) (zorunlu)". */
const text = (label: string, required: boolean) => renderToStaticMarkup(createElement(LabelText, { label, required })).replace(/<[^>]+>/g, "");

describe("a required field's label", () => {
  it("takes the mark inside a label's own parentheses", () => {
    expect(text("Başlangıç (İstanbul saati)", true)).toBe("Başlangıç (İstanbul saati, zorunlu)");
  });

  it("adds it in parentheses to a plain label, and nothing to an optional one", () => {
    expect(text("Başlık", true)).toBe("Başlık (zorunlu)");
    expect(text("Bitiş (İstanbul saati)", false)).toBe("Bitiş (İstanbul saati)");
  });
});
