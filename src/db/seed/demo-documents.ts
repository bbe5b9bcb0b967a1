/**
 * A few documents in the demo association's document register (Evrak Kayıt Defteri), so a newcomer
 * sees the register filled in at `npm start`: letters in and out over the last months, one of them
 * corrected. Installed once, in one batch, with its own marker in `seed_runs`.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { istanbulDay } from "../../shared/i18n/dates";
import { DAY_MS } from "../../shared/i18n/days";
import type { DocumentDirection } from "../../shared/registers/document-entry";
import type { Database } from "../client";
import { documentRegister, seedRuns } from "../schema";

export const DEMO_DOCUMENTS_SEED = "demo-documents-v1";

interface DemoDocument {
  daysAgo: number;
  direction: DocumentDirection;
  documentRef: string;
  counterparty: string;
  subject: string;
  note?: string;
}

const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  { daysAgo: 150, direction: "incoming", documentRef: "E-41254932-045-1188", counterparty: "İstanbul İl Sivil Toplumla İlişkiler Müdürlüğü", subject: "Dernek beyannamesinin DERBİS üzerinden verilmesi hakkında duyuru" },
  { daysAgo: 128, direction: "outgoing", documentRef: "3", counterparty: "Üsküdar Belediyesi Fen İşleri Müdürlüğü", subject: "Yaz şenliği için Nakkaştepe Millet Bahçesi'nin kullanım izni talebi" },
  { daysAgo: 121, direction: "incoming", documentRef: "E-16985-2291", counterparty: "Üsküdar Belediyesi Kültür İşleri Müdürlüğü", subject: "Yaz şenliği alan kullanım izninin verilmesi", note: "İzin yazısının aslı dosyada." },
  { daysAgo: 75, direction: "outgoing", documentRef: "7", counterparty: "Çamlıca Ortaokulu Müdürlüğü", subject: "Kitap bağışı kampanyasında toplanan kitapların teslimi" },
  { daysAgo: 40, direction: "incoming", documentRef: "", counterparty: "Türkiye Doğa Yürüyüşü Federasyonu", subject: "Sonbahar yürüyüş rehberleri eğitimine davet" },
  { daysAgo: 12, direction: "outgoing", documentRef: "11", counterparty: "Üsküdar Kaymakamlığı", subject: "Olağan genel kurul toplantısının bildirimi" },
];

/** The second document went to the wrong directorate in the book: corrected, to show how a correction looks. */
const CORRECTED = { index: 1, counterparty: "Üsküdar Belediyesi Kültür İşleri Müdürlüğü", reason: "Yazının gönderildiği müdürlük yanlış yazılmış." };

/** The demo documents, numbered per year in date order, and the correction. Returns whether anything was installed. */
export async function seedDemoDocuments(db: Database, now = new Date()): Promise<boolean> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_DOCUMENTS_SEED)).limit(1);
  if (done) return false;
  const next = new Map<number, number>();
  const rows = DEMO_DOCUMENTS.map(({ daysAgo, ...document }) => {
    const recordedOn = istanbulDay(new Date(now.getTime() - daysAgo * DAY_MS));
    const year = Number(recordedOn.slice(0, 4));
    const number = (next.get(year) ?? 0) + 1;
    next.set(year, number);
    return { ...document, note: document.note ?? "", year, number, recordedOn, documentDate: recordedOn, createdByName: "Demo içerik" };
  });
  const struck = rows[CORRECTED.index]!;
  const struckId = sql<number>`(SELECT ${documentRegister.id} FROM ${documentRegister} WHERE ${and(eq(documentRegister.year, struck.year), eq(documentRegister.number, struck.number), isNull(documentRegister.correctsId))})`;
  await db.batch([
    db.insert(documentRegister).values(rows),
    db.insert(documentRegister).values({ ...struck, counterparty: CORRECTED.counterparty, correctsId: struckId, correctionReason: CORRECTED.reason }),
    db.insert(seedRuns).values({ name: DEMO_DOCUMENTS_SEED }),
  ]);
  return true;
}
