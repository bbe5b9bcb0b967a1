import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { DEMO_ASSEMBLY_SEED, seedDemoAssembly } from "../../src/db/seed/demo-assembly";
import type { EntitledPageDto } from "../../src/shared/assembly/dto";
import { resetAccounts } from "../support/accounts";
import { resetAssembly } from "../support/assembly";
import { addMember } from "../support/dues";
import { mailObserver } from "../support/mail";
import { createGrantee } from "../support/registers";

/** The demo's held assembly (src/db/seed/demo-assembly.ts) as a newcomer sees it at `npm start`. */
describe("the demo assemblies", () => {
  const site = mailObserver();
  let cookie = "";

  beforeAll(async () => {
    await resetAssembly();
    await resetAccounts();
    await env.DB.prepare("DELETE FROM seed_runs WHERE name = ?").bind(DEMO_ASSEMBLY_SEED).run();
    for (let no = 1; no <= 6; no++) await addMember({ no, name: `Üye ${no}`, acceptedOn: "2020-01-01" });
    cookie = (await createGrantee("board")).cookie;
  });

  it("shows when each member's notice mail of the held assembly was accepted for delivery", async () => {
    expect(await seedDemoAssembly(database(env.DB))).toBe(true);
    const held = await env.DB.prepare("SELECT id FROM assemblies WHERE held_on IS NOT NULL").first<{ id: number }>();
    const list = (await (await site.api("GET", `/assembly/${held!.id}/list`, cookie)).json()) as EntitledPageDto;
    expect(list.totals).toMatchObject({ entitled: 6, withoutAddress: 3, mailed: 3 });
    for (const row of list.items) {
      expect(row.mailState).toBe(row.hasAddress ? "sent" : null);
      expect(row.mailedAt === null).toBe(!row.hasAddress);
    }
    expect(list.items.find((row) => row.hasAddress)!.mailedAt!.slice(0, 10)).toBe("2026-05-25");
  });
});
