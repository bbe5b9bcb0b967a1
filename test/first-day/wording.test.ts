import { beforeAll, describe, expect, it } from "vitest";
import { UNCONFIRMED_KEEP_DAYS } from "../../src/services/auth/addresses";
import { addressConfirmationMail } from "../../src/services/auth/mails";
import { resetAccounts } from "../support/accounts";
import { visit } from "../support/fetch";

beforeAll(async () => {
  await resetAccounts();
});

/** Sentences a native speaker read (issue 46, point 13): each true of the moment it is shown. */
describe("first use's wording", () => {
  it("the setup form's privacy line speaks of the administrator's account, not of an application", async () => {
    const html = await (await visit("/register")).text();
    expect(html).toContain("Site kurulumu");
    expect(html).toContain("Yönetici hesabınızdaki kişisel verileriniz");
    expect(html).not.toContain("Üyelik başvurunuzdaki");
  });

  it("the login page names everyone who may enter the panel", async () => {
    const html = await (await visit("/login")).text();
    expect(html).toContain("Yönetim paneline editörler, yöneticiler, yönetim kurulu üyeleri ve sayman girebilir.");
  });

  it("the confirmation mail says how many days an unconfirmed application is kept, as the page does", () => {
    const mail = addressConfirmationMail("ayse@example.com", "Ayşe Yılmaz", "https://dernek.example/eposta-onayla?t=x", { valid: 2, keptUnconfirmed: UNCONFIRMED_KEEP_DAYS }, {
      name: "Derneğimiz",
    } as Parameters<typeof addressConfirmationMail>[4]);
    const text = mail.text.replace(/\s+/g, " ");
    expect(text).toContain(`onaylanmayan başvurular ${UNCONFIRMED_KEEP_DAYS} gün içinde kendiliğinden silinir`);
    expect(text).not.toContain("birkaç gün");
    expect(text).toContain("yönetim kurulunun kararına sunulur");
  });
});
