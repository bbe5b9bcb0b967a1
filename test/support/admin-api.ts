import { beforeAll } from "vitest";
import type { Role } from "../../src/db/schema";
import { createAccount, resetAccounts, sessionCookie } from "./accounts";
import { ORIGIN, visit } from "./fetch";

export type ApiCall = <T = unknown>(method: string, path: string, body?: unknown) => Promise<{ status: number; body: T }>;

/**
 * The admin JSON API as a signed-in account of `role` uses it: a fresh set of accounts before the
 * file's tests, one session, and `call(method, "/news", body)` answering status and parsed JSON.
 */
export function signedInApi(role: Role = "editor"): { call: ApiCall; cookie: () => string } {
  let cookie = "";
  beforeAll(async () => {
    await resetAccounts();
    const account = await createAccount(role);
    cookie = (await sessionCookie(account.id)).cookie;
  });
  return { call: apiCaller(() => cookie), cookie: () => cookie };
}

/** `call(method, "/news", body)` with the session cookie `cookie()` gives, through `fetcher` (the site by default). */
export function apiCaller(cookie: () => string, fetcher: (path: string, init: RequestInit) => Promise<Response> = visit): ApiCall {
  return async <T,>(method: string, path: string, body?: unknown) => {
    const response = await fetcher(`/api${path}`, {
      method,
      headers: { cookie: cookie(), origin: ORIGIN, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}
