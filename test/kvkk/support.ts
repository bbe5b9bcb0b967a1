import { env } from "cloudflare:workers";
import { doc, p } from "../../src/shared/richtext/build";
import { createAccount, sessionCookie } from "../support/accounts";

/** A person with a recognisable name and address, an account, a session and things they made. */
export async function personWithContent(role: "admin" | "editor" | "member", name: string, email: string) {
  const account = await createAccount(role, "active", email);
  await env.DB.prepare("UPDATE users SET name = ? WHERE id = ?").bind(name, account.id).run();
  const { cookie } = await sessionCookie(account.id);
  const body = JSON.stringify(doc(p("Mahallemizde yeni dönem.")));
  const news = await env.DB.prepare("INSERT INTO news (title, slug, body, author_id) VALUES (?, ?, ?, ?) RETURNING id")
    .bind("Bahar Şenliği Hazırlıkları", `bahar-${account.id}`, body, account.id)
    .first<{ id: number }>();
  await env.DB.prepare("INSERT INTO events (title, slug, body, starts_at, author_id) VALUES (?, ?, ?, ?, ?)")
    .bind("Kitap Kulübü Buluşması", `kitap-${account.id}`, body, Date.UTC(2026, 11, 5, 16), account.id)
    .run();
  await env.DB.prepare("INSERT INTO audit_log (actor_id, actor_name, action, target, summary) VALUES (?, ?, 'news.create', ?, '“Bahar Şenliği Hazırlıkları” taslak olarak kaydedildi')")
    .bind(account.id, name, `news:${news!.id}`)
    .run();
  return { id: account.id, cookie, newsId: news!.id };
}

/** Every row of every table, as text: "nothing about the person is left" is checked against all of it. */
export async function everyRow(): Promise<string> {
  const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'").all<{ name: string }>();
  const dumps: string[] = [];
  for (const { name } of tables.results) {
    const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
    dumps.push(`${name}: ${JSON.stringify(rows.results)}`);
  }
  return dumps.join("\n");
}

/** A contact message as the form stores it. */
export async function contactMessage(name: string, email: string, createdAt = Date.now()) {
  const row = await env.DB.prepare("INSERT INTO contact_messages (name, email, subject, message, ip_hash, created_at) VALUES (?, ?, 'Üyelik', 'Derneğe nasıl üye olabilirim?', ?, ?) RETURNING id")
    .bind(name, email, "a".repeat(64), createdAt)
    .first<{ id: number }>();
  return row!.id;
}
