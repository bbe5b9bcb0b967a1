import type { Context } from "hono";
import { database } from "../../../db/client";
import { submissionStored } from "../../../db/form-tokens";
import { tokenIdOf } from "../../../db/one-time-tokens";
import type { AppEnv } from "../../../shared/env";
import type { FieldValues } from "./form";

/** The hidden field that carries a form's one-time token. */
export const FORM_TOKEN_FIELD = "gonderim";

/** 128 random bits, base64url (22 characters). */
export function newFormToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The one-time token of a form that creates something, made afresh each time the form is rendered.
 * A page kept by a cache hands the same token to everyone who gets that copy; the submission's id
 * (readSubmission) therefore holds what was sent too, so only a repeat of the same submission is
 * recognised, never someone else's message sent from the same copy (docs/security.md).
 */
export function FormToken() {
  return <input type="hidden" name={FORM_TOKEN_FIELD} value={newFormToken()} />;
}

const WELL_FORMED = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The id under which a submission is recorded once stored: the SHA-256 of the form's name, its
 * token, the signed-in account (if any) and every field sent. A repeat (the browser's retry after a
 * connection died) has the same id; a changed field, another token or another person gives another.
 * Null without a well-formed token: such a post is stored as it always was, so a page from before
 * the token existed, or a client that drops hidden fields, is never refused.
 */
async function submissionId(c: Context<AppEnv>, form: string, values: FieldValues): Promise<string | null> {
  const token = values[FORM_TOKEN_FIELD];
  if (!token || !WELL_FORMED.test(token)) return null;
  const fields = Object.entries(values)
    .filter(([name]) => name !== FORM_TOKEN_FIELD)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return tokenIdOf(JSON.stringify([form, token, c.var.session?.user.id ?? null, fields]));
}

/** A form post as its store sees it: its id (for storeOnce) and whether it was stored before. */
export interface Submission {
  id: string | null;
  /** Stored before: answer as the first time, store and send nothing. */
  repeated: boolean;
}

/**
 * Reads a form post's token. A repeat that arrives after the first was stored is known here, before
 * any throttle counts it; one that arrives while the first is still being stored is stopped by
 * storeOnce, in the same batch as the store.
 */
export async function readSubmission(c: Context<AppEnv>, form: string, values: FieldValues): Promise<Submission> {
  const id = await submissionId(c, form, values);
  return { id, repeated: id !== null && (await submissionStored(database(c.env.DB), id)) };
}
