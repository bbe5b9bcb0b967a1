import * as z from "zod";
import { assemblyById, type AssemblyRow } from "../../db/assemblies";
import type { ListSearch } from "../../db/assembly-list";
import { database } from "../../db/client";
import { createError } from "../../platform/errors";
import type { AssemblyDto } from "../../shared/assembly/dto";
import { assemblyTitle, noticeFromPlan } from "../../shared/assembly/notice";
import { resultNoticeDue } from "../../shared/assembly/rules";
import type { AppEnv } from "../../shared/env";
import { fold } from "../../shared/search/turkish";
import { conflict } from "./content-errors";

/** What the assembly's API files share (docs/assembly.md): the DTO, the refusals, the lookup. */

/** An assembly as its screens show it. */
/** `associationName`: the identity's full name, which the drafted notice opens with. */
export function toAssemblyDto(row: AssemblyRow, associationName: string): AssemblyDto {
  const { noticeSentAt, createdAt: _created, updatedAt: _updated, minutes: _minutes, noticeText, ...rest } = row;
  return { ...rest, title: assemblyTitle(row), noticeText: noticeText || noticeFromPlan(row, associationName), noticeEdited: noticeText !== "", noticeSentAt: noticeSentAt?.toISOString() ?? null, resultDue: row.heldOn ? resultNoticeDue(row.heldOn) : null };
}

/** The refusals a change before the notice can earn. */
export const REFUSED = {
  sent: () => createError({ statusCode: 409, statusMessage: "Çağrı gönderildi; gündem ve plan artık değiştirilemez (Türk Medeni Kanunu md. 77)." }),
  stale: () => conflict(),
  missing: () => createError({ statusCode: 404, statusMessage: "Genel kurul bulunamadı." }),
} as const;

/** The assembly by the route's id, or 404. */
export async function assemblyOr404(c: { env: AppEnv["Bindings"] }, id: number): Promise<AssemblyRow> {
  const row = await assemblyById(database(c.env.DB), id);
  if (!row) throw REFUSED.missing();
  return row;
}


/** A page of the frozen list, searched (`q`: a register number or a name): the list tab's and the door's query. */
export const listQuery = z.object({ q: z.string().trim().max(100).default(""), sayfa: z.coerce.number().int().min(1).max(100000).default(1) });

/** What was typed in a list's search, as the list's queries take it: digits are a register number, else a name folded. */
export const listSearch = (q: string): ListSearch => ({ number: /^\d{1,9}$/.test(q) ? Number(q) : null, folded: fold(q.toLocaleLowerCase("tr")) });
