import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "../../src/db/client";
import { turkishOrder } from "../../src/db/turkish-order";

/** Names in the Turkish alphabet's order: a b c ç d e f g ğ h ı i j k l m n o ö p r s ş t u ü v y z. */
const ORDERED = [
  "Ahmet Yılmaz",
  "Cem Aydın",
  "Cemile Kaya",
  "Çetin Koç",
  "Çiğdem Arslan",
  "Gül Demir",
  "Güler Şahin",
  "Ğ harfiyle başlayan ad yok ama sıra yine doğru",
  "Hakan Öztürk",
  "ılgın Tepe",
  "Işık Doğan",
  "ilkay Yıldız",
  "İlknur Çelik",
  "Osman Kılıç",
  "Ömer Aslan",
  "Selin Aksoy",
  "Şule Çetin",
  "Uğur Özdemir",
  "Ümit Kaya",
  "Zeynep Arslan",
];

describe("turkishOrder", () => {
  it("orders names as the Turkish alphabet does, where the byte order would put Ç, İ, Ö, Ş and Ü after Z", async () => {
    const db = database(env.DB);
    const shuffled = [...ORDERED].reverse();
    const rows = await db.all<{ name: string }>(sql`SELECT value AS name FROM json_each(${JSON.stringify(shuffled)}) ORDER BY ${turkishOrder(sql.raw("name"))}`);
    expect(rows.map((row) => row.name)).toEqual(ORDERED);
  });
});
