import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { cronTasks } from "../../src/app/cron/tasks";
import { database } from "../../src/db/client";
import { findByIdentity, revealEntry } from "../../src/services/registers/members";
import { resealNextBatch } from "../../src/services/registers/rekey";
import { boardApi, bookDecisions, resetRegisters, tcFrom } from "../support/registers";

const numbers = [tcFrom(712345678), tcFrom(723456789), tcFrom(734567891)];
/** The rotation as docs/registers.md describes it: the old key moves to REGISTER_KEY_PREVIOUS, a new v2 key comes in. */
const NEW_KEY = "v2:bmV3LWtleS1mb3ItdGhlLXJvdGF0aW9uLXRlc3QtMDEyMzQ=";
const rotated = () => ({ ...env, REGISTER_KEY: NEW_KEY, REGISTER_KEY_PREVIOUS: env.REGISTER_KEY });
const actor = { id: 1, name: "Test" };

const board = boardApi();

beforeEach(async () => {
  await resetRegisters();
  await bookDecisions("2026/4");
  for (const [i, identityNumber] of numbers.entries()) {
    const entry = { fullName: `Üye ${i + 1}`, identityNumber, motherName: "Fatma", gender: "female", acceptedOn: "2026-03-12", acceptanceDecisionNo: "2026/4" };
    expect((await board("POST", "/registers/members", entry)).status).toBe(201);
  }
});

const stored = async () => (await env.DB.prepare("SELECT id, identity_cipher AS cipher, identity_hash AS hash, key_version AS version FROM member_register ORDER BY id").all<{ id: number; cipher: string; hash: string; version: number }>()).results;
const reseal = cronTasks.find((task) => task.name === "register-reseal")!;
const runReseal = (bindings: typeof env) => reseal.run({ env: bindings, db: database(env.DB), ctx: createExecutionContext(), now: new Date(), purge: () => {} });

describe("rotating the member register's key", () => {
  it("re-seals every row under the new key on the quarter-hourly cron, after which the old key is not needed", async () => {
    expect(reseal.when).toBe("always");
    const before = await stored();
    expect(before.map((row) => row.version)).toEqual([1, 1, 1]);

    expect(await runReseal(rotated())).toEqual({ resealed: 3 });
    const after = await stored();
    expect(after.map((row) => row.version)).toEqual([2, 2, 2]);
    after.forEach((row, i) => {
      expect(row.cipher).not.toBe(before[i]!.cipher);
      expect(row.hash).not.toBe(before[i]!.hash);
    });
    expect(await runReseal(rotated())).toEqual({ resealed: 0 });

    // REGISTER_KEY_PREVIOUS removed: every number still opens and is still found.
    const newOnly = { REGISTER_KEY: NEW_KEY };
    const db = database(env.DB);
    for (const [i, row] of after.entries()) {
      expect((await revealEntry(newOnly, db, actor, row.id))?.identityNumber).toBe(numbers[i]);
      expect((await findByIdentity(newOnly, db, numbers[i]!))?.id).toBe(row.id);
    }
  });

  it("works in small batches and leaves the rows alone while no rotation is under way", async () => {
    expect(await runReseal(env)).toEqual({ resealed: 0 });
    expect((await stored()).map((row) => row.version)).toEqual([1, 1, 1]);
    expect(await resealNextBatch(rotated(), database(env.DB), 2)).toEqual({ resealed: 2 });
    expect((await stored()).map((row) => row.version)).toEqual([2, 2, 1]);
    expect(await resealNextBatch(rotated(), database(env.DB), 2)).toEqual({ resealed: 1 });
  });

  it("fails the run, for the system page to show, when the old key was removed before the rows moved", async () => {
    await expect(runReseal({ ...env, REGISTER_KEY: NEW_KEY })).rejects.toThrow("sealed with key v1, which REGISTER_KEY_PREVIOUS does not hold");
    expect((await stored()).map((row) => row.version)).toEqual([1, 1, 1]);
  });
});
