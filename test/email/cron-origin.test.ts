import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { mailContextOfEnv } from "../../src/services/email/sender";

/** The cron and the queue consumer have no request: their mails link to the address the site runs on. */
describe("the cron's mails link to the site's own address", () => {
  it("takes the local server's address with its port when no SITE_ORIGIN is set", () => {
    expect(mailContextOfEnv({ ...env, SITE_ORIGIN: undefined, DEV_ORIGIN: "http://localhost:8815" }).origin).toBe("http://localhost:8815");
  });

  it("prefers the site's public address when there is one", () => {
    expect(mailContextOfEnv({ ...env, SITE_ORIGIN: "https://www.example.org.tr", DEV_ORIGIN: "http://localhost:8815" }).origin).toBe("https://www.example.org.tr");
  });
});
