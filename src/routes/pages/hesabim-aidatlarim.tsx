import type { Context } from "hono";
import { database } from "../../db/client";
import type { Loaded } from "../../platform/page-route";
import type { AppEnv } from "../../shared/env";
import { istanbulDay } from "../../shared/i18n/dates";
import { MyDuesSection, myDuesOf, myDuesQueries, type MyDues } from "./parts/my-dues";

/** /hesabim/aidatlarim: every year of the member's dues and payments, in one batch (docs/dues.md). */
export async function loadMyDues(c: Context<AppEnv>): Promise<Loaded<MyDues>> {
  const db = database(c.env.DB);
  const today = istanbulDay(new Date());
  const [entry, dues, payments, settings] = await db.batch([...myDuesQueries(db, c.var.session!.user.id, today)]);
  return { data: myDuesOf([entry, dues, payments, settings], today) };
}

export async function renderMyDues(c: Context<AppEnv>, data: Promise<MyDues>) {
  const dues = await data;
  return c.render(
    <>
      <h1>Aidatlarım</h1>
      {dues.entry ? <MyDuesSection data={dues} all /> : <p>Hesabınız derneğin üye kayıt defterindeki bir kayda bağlı değil; aidat bilgisi için derneğe yazın.</p>}
    </>,
    { title: "Aidatlarım", noindex: true },
  );
}
