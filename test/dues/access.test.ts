import { beforeAll, describe, expect, it } from "vitest";
import type { ApiCall } from "../support/admin-api";
import { resetAccounts } from "../support/accounts";
import { callerWith, resetDues, schedule } from "../support/dues";

/** Who may see and who may write the books (docs/dues.md): the board reads, the treasurer and administrators write. */
describe("access to dues and the cash book", () => {
  const callers = {} as Record<"admin" | "treasurer" | "board" | "editor" | "member", ApiCall>;
  beforeAll(async () => {
    await resetDues();
    await resetAccounts();
    callers.admin = await callerWith("admin");
    callers.treasurer = await callerWith("member", ["treasurer"]);
    callers.board = await callerWith("member", ["board"]);
    callers.editor = await callerWith("editor");
    callers.member = await callerWith("member");
  });

  const reads = ["/dues/dashboard", "/dues/schedules/2026", "/cash-book/categories", "/cash-book/years/2026", "/bank/lines"];

  it.each(reads)("%s: administrators, treasurers and the board read; editors and members do not", async (path) => {
    const statuses = await Promise.all(Object.values(callers).map((call) => call("GET", path).then((answer) => answer.status)));
    expect(statuses).toEqual([200, 200, 200, 403, 403]);
  });

  it("lets only administrators and treasurers write", async () => {
    const write = (call: ApiCall) => call("PUT", "/dues/schedules", schedule(2026)).then((answer) => answer.status);
    expect([await write(callers.admin), await write(callers.treasurer), await write(callers.board), await write(callers.editor), await write(callers.member)]).toEqual([200, 200, 403, 403, 403]);
  });
});
