import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { pageRoutes } from "../../src/routes/pages/routes";
import { FORM_NOTICES, UNKEPT_FIELDS } from "../../src/services/kvkk/form-notices";
import { ADMIN_PATH, PASSWORD_RESET_PATH } from "../../src/shared/paths";
import { createAccount, resetAccounts } from "../support/accounts";
import { eventWithRegistration } from "../support/events";
import { linkIn, mailObserver } from "../support/mail";

const { queued, post, request, clear } = mailObserver();

interface RenderedForm {
  page: string;
  action: string;
  names: string[];
}

/** Inputs that carry no one's data: one-time tokens and the like (hidden), and the buttons. */
const TECHNICAL_TYPES = new Set(["hidden", "submit", "button", "reset"]);

/** Every form that posts, on one page's HTML, with the names of the inputs a visitor fills in. */
function postFormsOf(page: string, html: string): RenderedForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
    .filter(([, attributes]) => /method="post"/.test(attributes!))
    .map(([, attributes, body]) => ({
      page,
      action: /action="([^"?#]*)/.exec(attributes!)![1]!,
      names: [...body!.matchAll(/<(?:input|textarea|select)\b([^>]*)>/g)]
        .map(([, input]) => ({ name: /name="([^"]+)"/.exec(input!)?.[1], type: /type="([^"]+)"/.exec(input!)?.[1] ?? "text" }))
        .filter((input): input is { name: string; type: string } => input.name !== undefined && !TECHNICAL_TYPES.has(input.type))
        .map((input) => input.name),
    }))
    .filter((form) => form.names.length > 0);
}

/** The declared form a rendered one posts to (`:id` stands for any one path segment). */
const noticeFor = (action: string) =>
  FORM_NOTICES.find((notice) => notice.actions.some((pattern) => new RegExp(`^${pattern.replace(/:[a-z]+/g, "[^/]+")}$`).test(action)));

/** Every public page a visitor can reach, the event page (a form when registration is open) and a live reset link. */
async function publicPages(): Promise<string[]> {
  const admin = await createAccount("admin");
  const event = await eventWithRegistration();
  clear();
  await post("/sifremi-unuttum", { email: admin.email });
  const reset = linkIn(queued[0]!, PASSWORD_RESET_PATH.slice(1));
  const plain = pageRoutes.filter((route) => !route.path.includes(":") && !route.middleware?.length && !route.path.startsWith(ADMIN_PATH)).map((route) => route.path);
  return [...plain, event.path, reset];
}

const visibleText = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the notice covers every public form", () => {
  const forms: RenderedForm[] = [];

  beforeAll(async () => {
    await resetAccounts();
    await env.DB.batch([env.DB.prepare("DELETE FROM pages"), env.DB.prepare("DELETE FROM login_throttle")]);
    for (const page of await publicPages()) {
      const response = await request(page);
      // A link page opened without its token explains itself (4xx), with the site's footer form all the same.
      expect(response.status, page).toBeLessThan(500);
      forms.push(...postFormsOf(page, await response.text()));
    }
  });

  it("finds the forms it should: contact, application, event registration, newsletter, sign-in and reset", () => {
    const names = (action: string) => forms.find((form) => form.action === action)?.names;
    expect(names("/iletisim")).toEqual(["name", "email", "subject", "message", "website"]);
    expect(names("/register")).toEqual(expect.arrayContaining(["phone", "neighbourhood", "reason"]));
    expect(forms.some((form) => form.action.startsWith("/etkinlikler/") && form.names.includes("phone"))).toBe(true);
    expect(names("/bulten")).toEqual(expect.arrayContaining(["email", "consent"]));
    expect(names("/sifre-yenile")).toEqual(["password", "passwordConfirm"]);
  });

  it("has a notice entry for every form and every field a visitor fills in, and no entry for a field no form asks", () => {
    for (const form of forms) {
      const notice = noticeFor(form.action);
      expect(notice, `${form.page}: the form posting to ${form.action}`).toBeDefined();
      for (const name of form.names) expect(Object.keys({ ...notice!.fields, ...UNKEPT_FIELDS }), `${form.action}: ${name}`).toContain(name);
    }
    for (const notice of FORM_NOTICES) {
      const asked = new Set(forms.filter((form) => noticeFor(form.action) === notice).flatMap((form) => form.names));
      expect(Object.keys(notice.fields).filter((name) => !asked.has(name)), notice.title).toEqual([]);
    }
  });

  it("shows, for every form, its data, purpose, legal basis (KVKK art. 5) and retention on /kvkk", async () => {
    const html = await (await request("/kvkk")).text();
    const text = visibleText(html);
    expect(text).toContain("Formlarla toplanan kişisel veriler");
    for (const notice of FORM_NOTICES) {
      const start = html.indexOf(`aria-label="${notice.title}"`);
      expect(start, notice.title).toBeGreaterThan(0);
      const section = visibleText(html.slice(start, html.indexOf("</section>", start)));
      expect(section, notice.title).toContain(`Toplanan veriler ${Object.values(notice.fields).join(", ")}`);
      expect(section, notice.title).toMatch(/Amaç .+ Hukuki sebep .*KVKK md\. 5\/[12].* Saklama süresi .+/);
    }
    expect(text).toContain("Etkinlik bittikten 6 ay sonra silinir.");
    // The newsletter is offered today: the default text no longer speaks of it as a possibility.
    expect(text).not.toContain("Böyle bir hizmet sunulduğunda");
    expect(text).toContain("telefon numaranız, mahalleniz, üye olmak isteme nedeniniz");
  });
});
