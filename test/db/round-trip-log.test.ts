import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withRoundTripLog } from "../../src/db/round-trip-log";
import { countingD1 } from "../../src/db/round-trips";
import type { Bindings } from "../../src/shared/env";

let logged: unknown[][] = [];
const lines = () => logged.map(([line]) => JSON.parse(String(line))).filter((entry) => entry.event === "d1_round_trips");

/** A handler that reads D1 `reads` times, one statement each, then streams two chunks. */
const handler = (reads: number) => async (sessionEnv: Bindings) => {
  for (let i = 0; i < reads; i++) await sessionEnv.DB.prepare("SELECT 1").first();
  const stream = new ReadableStream({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode("baş"));
      await sessionEnv.DB.batch([sessionEnv.DB.prepare("SELECT 1"), sessionEnv.DB.prepare("SELECT 2")]);
      controller.enqueue(new TextEncoder().encode("son"));
      controller.close();
    },
  });
  return new Response(stream);
};

beforeEach(() => {
  logged = [];
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => vi.restoreAllMocks());

describe("the D1 round-trip log (npm run bench)", () => {
  it("logs each request's round trips once its body has been sent, reads made while streaming included", async () => {
    const request = new Request("https://dernek.example/gundem?sayfa=2");
    const response = await withRoundTripLog(request, { ...env, LOG_D1_ROUND_TRIPS: "on" }, handler(2));
    expect(lines()).toEqual([]);
    expect(await response.text()).toBe("başson");
    expect(lines()).toMatchObject([{ method: "GET", path: "/gundem?sayfa=2", status: 200, trips: 3 }]);
  });

  it("stays out of the way when it is off", async () => {
    const response = await withRoundTripLog(new Request("https://dernek.example/"), env, handler(1));
    expect(await response.text()).toBe("başson");
    expect(lines()).toEqual([]);
  });
});

describe("the time a request waits on D1", () => {
  /** A stand-in database whose statements answer when the test says so, to place each answer in time. */
  function heldDatabase() {
    const answers: Array<() => void> = [];
    const statement = { all: () => new Promise<void>((resolve) => answers.push(resolve)) };
    const database = { prepare: () => statement } as unknown as D1Database;
    return { database, answer: (index: number) => answers[index]!() };
  }

  it("counts the time at least one call is waiting, calls sent together once", async () => {
    let clock = 0;
    vi.spyOn(Date, "now").mockImplementation(() => clock);
    const { database, answer } = heldDatabase();
    const { db, counter } = countingD1(database);

    const first = db.prepare("SELECT 1").all();
    clock = 5;
    const second = db.prepare("SELECT 2").all();
    clock = 10;
    answer(0);
    await first;
    clock = 30;
    answer(1);
    await second;
    expect(counter.waitMs).toBe(30);

    clock = 40;
    const third = db.prepare("SELECT 3").all();
    clock = 50;
    answer(2);
    await third;
    expect(counter).toEqual({ trips: 3, waitMs: 40 });
  });
});

