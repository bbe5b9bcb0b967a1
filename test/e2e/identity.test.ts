import { describe, expect, inject, it } from "vitest";
import { keepScreenshot } from "./screenshots";
import { administratorScreens } from "./settled";
import { tabFinished } from "./tabs";

const baseURL = inject("baseURL");
const screens = administratorScreens(baseURL);

/** Saves the identity form (the first form of Ayarlar) and waits for its answer. */
async function saveIdentity(page: Parameters<typeof tabFinished>[0]): Promise<void> {
  await page.getByRole("form", { name: "Dernek bilgileri" }).getByRole("button", { name: "Kaydet" }).click();
}

describe("Ayarlar → Dernek bilgileri in Chromium", () => {
  it.each([390, 1280])("refuses bad input under its field, then the saved name is the site's (%i px)", async (width) => {
    const page = await screens.open("/admin/ayarlar", width);
    const form = page.getByRole("form", { name: "Dernek bilgileri" });
    const name = form.getByLabel("Derneğin tam adı");
    const year = form.getByLabel("Kuruluş yılı");
    const email = form.getByLabel("E-posta", { exact: true });
    const before = { name: await name.inputValue(), year: await year.inputValue(), email: await email.inputValue() };
    await name.fill("");
    await year.fill("2999");
    await email.fill("bilgi@");
    await form.locator("#dernek-logo").setInputFiles({ name: "logo.txt", mimeType: "text/plain", buffer: Buffer.from("logo değil") });
    await saveIdentity(page);
    await expect.poll(() => form.locator(".field-error").allTextContents()).toEqual(
      expect.arrayContaining(["Derneğin tam adını yazın.", expect.stringMatching(/^Kuruluş yılı \d{4} yılından sonra olamaz\.$/), "Geçerli bir e-posta adresi yazın (ör. bilgi@dernek.org.tr)."]),
    );
    await expect(form.locator(".field-error").filter({ hasText: /resim|dosya/i }).count()).resolves.toBeGreaterThan(0);
    await keepScreenshot(page, `admin-dernek-bilgileri-hatalar-${width}`);

    const renamed = `Kuzey Ege Doğa ve Kültür Derneği ${width}`;
    await name.fill(renamed);
    await year.fill("2011");
    await email.fill("bilgi@kuzeyege.example");
    await saveIdentity(page);
    await expect.poll(() => form.getByText("Kaydedildi", { exact: false }).count()).toBe(1);
    const home = await page.context().newPage();
    await home.goto(baseURL + "/");
    await expect(home.locator(".brand").textContent()).resolves.toContain(renamed);
    await expect(home.title()).resolves.toBe(renamed);
    await home.close();

    // Back to the demo's identity, which the other browser files expect.
    await name.fill(before.name);
    await year.fill(before.year);
    await email.fill(before.email);
    await saveIdentity(page);
    await expect.poll(() => form.getByText("Kaydedildi", { exact: false }).count()).toBe(1);
    await tabFinished(page);
  });
});
