import { beforeAll, describe, expect, it } from "vitest";
import type { MemberPageDto } from "../../src/shared/registers/dto";
import { resetAccounts } from "../support/accounts";
import { apiCaller, type ApiCall } from "../support/admin-api";
import { bookDecisions, createGrantee, resetRegisters, tcFrom } from "../support/registers";

let board: ApiCall;
const names = ["İsmail Işık", "ISPARTALI Şükrü Çağlar", "Ayşe Yılmaz", "Fatma %100 Öztürk", "Irmak İnce"];

beforeAll(async () => {
  await resetAccounts();
  const member = await createGrantee("board");
  board = apiCaller(() => member.cookie);
  await resetRegisters();
  await bookDecisions("2026/4");
  for (const [i, fullName] of names.entries()) {
    const entry = { fullName, identityNumber: tcFrom(612345678 + i * 7919), motherName: "Fatma", gender: "female", acceptedOn: "2026-03-12", acceptanceDecisionNo: "2026/4" };
    expect((await board("POST", "/registers/members", entry)).status).toBe(201);
  }
});

const search = async (q: string) => (await board<MemberPageDto>("GET", `/registers/members?q=${encodeURIComponent(q)}`)).body;
const found = async (q: string) => (await search(q)).rows.map((row) => row.fullName);

describe("searching the member register", () => {
  it("finds names the way Turkish is typed: İ/ı and I folded, with or without Turkish letters, any case", async () => {
    expect(await found("ismail")).toEqual(["İsmail Işık"]);
    expect(await found("IŞIK")).toEqual(["İsmail Işık"]);
    expect(await found("isik")).toEqual(["İsmail Işık"]);
    expect(await found("ıspartalı")).toEqual(["ISPARTALI Şükrü Çağlar"]);
    expect(await found("sukru caglar")).toEqual(["ISPARTALI Şükrü Çağlar"]);
    expect(await found("YILMAZ")).toEqual(["Ayşe Yılmaz"]);
    expect(await found("ırmak ince")).toEqual(["Irmak İnce"]);
  });

  it("finds a register number, takes % literally, and counts the matches on the server", async () => {
    const byNumber = await search("3");
    expect(byNumber.rows.map((row) => row.registerNo)).toEqual([3]);
    expect(byNumber.total).toBe(1);
    expect(await found("%100")).toEqual(["Fatma %100 Öztürk"]);
    expect(await found("%")).toEqual(["Fatma %100 Öztürk"]);
    expect(await search("yok böyle biri")).toMatchObject({ rows: [], total: 0 });
  });

  it("lists the newest entries first when asked, the search and the count kept", async () => {
    const newest = (await board<MemberPageDto>("GET", "/registers/members?sira=yeni")).body;
    expect(newest.rows.map((row) => row.registerNo)).toEqual([5, 4, 3, 2, 1]);
    expect((await board<MemberPageDto>("GET", "/registers/members")).body.rows.map((row) => row.registerNo)).toEqual([1, 2, 3, 4, 5]);
    const searched = (await board<MemberPageDto>("GET", `/registers/members?sira=yeni&q=${encodeURIComponent("i")}`)).body;
    expect(searched.rows.map((row) => row.registerNo)).toEqual([...searched.rows.map((row) => row.registerNo)].sort((a, b) => b - a));
    expect((await board<{ fields: Record<string, string> }>("GET", "/registers/members?sira=ters")).status).toBe(400);
  });
});
