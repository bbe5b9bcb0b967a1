import { describe, expect, it } from "vitest";
import { safeNextPath } from "../../src/services/auth/next-path";
import { ORIGIN, postForm } from "../support/fetch";
import { createAccount, PASSWORD, resetAccounts } from "../support/accounts";

describe("safeNextPath", () => {
  it.each([
    ["/hesabim", "/hesabim"],
    ["/admin/gundem?sayfa=2#liste", "/admin/gundem?sayfa=2#liste"],
    ["/gundem/../etkinlikler", "/etkinlikler"],
    ["/ğ", "/%C4%9F"],
  ])("keeps the site path %s", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/x",
    "/.//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example/x",
    "/a/..//evil.example",
    "/a/b/../..//evil.example",
    "/./\\evil.example",
    "javascript:alert(1)",
    "gundem",
    "",
    null,
    undefined,
  ])("refuses %s, however it resolves", (input) => {
    const result = safeNextPath(input);
    expect(result).toBeNull();
  });
});

describe("POST /login with a hostile next", () => {
  it("signs in and stays on this site", async () => {
    await resetAccounts();
    const editor = await createAccount("editor");
    for (const next of ["/.//evil.example/x", "/%2e//evil.example/x", "/a/..//evil.example/x"]) {
      const response = await postForm(`/login?next=${encodeURIComponent(next)}`, { email: editor.email, password: PASSWORD });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/admin");
      expect(new URL(response.headers.get("location")!, ORIGIN).origin).toBe(ORIGIN);
    }
  });
});
