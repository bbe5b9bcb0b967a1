import { describe, expect, it } from "vitest";
import { restoreQuestion } from "../../../client/admin/sections/restore-question";

describe("the question before an old version is restored", () => {
  it("says that a live item's restored version is public at once, and names the button so", () => {
    const { question, confirmLabel } = restoreQuestion({ live: true, dirty: false });
    expect(question).toContain("hemen yayımlanır");
    expect(question).toContain("herkese açık sayfa bu sürümün başlığını ve metnini gösterir");
    expect(confirmLabel).toBe("Evet, geri dön ve yayımla");
  });

  it("promises nothing public for an item that is not live", () => {
    const { question, confirmLabel } = restoreQuestion({ live: false, dirty: false });
    expect(question).not.toContain("yayımlanır");
    expect(confirmLabel).toBe("Evet, geri dön");
  });

  it("warns of unsaved edits either way", () => {
    for (const live of [true, false]) expect(restoreQuestion({ live, dirty: true }).question).toContain("kaydedilmemiş değişiklikleriniz kaybolacak");
  });
});
