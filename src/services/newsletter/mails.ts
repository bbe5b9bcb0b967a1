import type { BulletinBody } from "./content";
import { richTextMailHtml, richTextMailText } from "../richtext/email";
import { compose, type Mail, type Sender } from "../email/messages";

/**
 * The newsletter's mails: the double opt-in confirmation, and a bulletin's copy for one recipient,
 * whose unsubscribe link works in one click from the mail program (List-Unsubscribe with
 * List-Unsubscribe-Post, RFC 8058) and as a page without signing in.
 */

/** What a bulletin says: its subject and its body, in either stored form (src/services/newsletter/content.ts). */
export interface BulletinContent {
  subject: string;
  body: BulletinBody;
}

/**
 * The body's parts: a document rendered for mail (HTML with inline styles and absolute addresses on
 * the sender's origin, and its text part); a bulletin from before the editor as it always was.
 */
function bulletinParts(body: BulletinBody, origin: string): Pick<Parameters<typeof compose>[3], "paragraphs" | "body"> {
  if (body.format === "lexical") return { paragraphs: [], body: { html: richTextMailHtml(body.doc, origin), text: richTextMailText(body.doc, origin) } };
  const paragraphs = body.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return { paragraphs: [...paragraphs, ...(body.links.length ? [body.links.map((item) => `• ${item.title}\n  ${item.url}`).join("\n")] : [])] };
}

export function subscriptionConfirmMail(to: string, confirmUrl: string, validDays: number, sender: Sender): Mail {
  return compose(to, "Bülten aboneliğinizi onaylayın", sender, {
    paragraphs: [
      "Merhaba,",
      `Bu e-posta adresiyle ${sender.name} bültenine abonelik başvurusu yapıldı. Aboneliğinizi başlatmak için aşağıdaki bağlantıyla onaylayın. Bağlantı ${validDays} gün geçerlidir.`,
    ],
    link: { label: "Aboneliğimi onayla", url: confirmUrl },
    after: ["Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: onaylanmayan adres bir hafta içinde silinir ve size bülten gönderilmez."],
  });
}

export function bulletinMail(to: string, content: BulletinContent, unsubscribeUrl: string, sender: Sender): Mail {
  const mail = compose(to, content.subject, sender, {
    masthead: "Bülten",
    ...bulletinParts(content.body, sender.origin),
    after: [`Bu e-postayı ${sender.name} bültenine abone olduğunuz için aldınız. Abonelikten çıkmak için: ${unsubscribeUrl}`],
  });
  return {
    ...mail,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
