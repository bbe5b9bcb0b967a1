import { site } from "../site";
import { compose, type Mail, type Sender } from "./messages";

/**
 * The newsletter's mails: the double opt-in confirmation, and a bulletin's copy for one recipient,
 * whose unsubscribe link works in one click from the mail program (List-Unsubscribe with
 * List-Unsubscribe-Post, RFC 8058) and as a page without signing in.
 */

/** What a bulletin says: the editor's text, then the news and events picked for it. */
export interface BulletinContent {
  subject: string;
  /** Paragraphs, separated by empty lines. */
  text: string;
  links: { title: string; url: string }[];
}

export function subscriptionConfirmMail(to: string, confirmUrl: string, validDays: number, sender: Sender): Mail {
  return compose(to, "Bülten aboneliğinizi onaylayın", sender, {
    paragraphs: [
      "Merhaba,",
      `${site.name} bültenine bu e-posta adresiyle abone olunmak istendi. Aboneliği başlatmak için aşağıdaki bağlantıyla onaylayın. Bağlantı ${validDays} gün geçerlidir.`,
    ],
    link: { label: "Aboneliğimi onayla", url: confirmUrl },
    after: ["Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: onaylanmayan adres bir hafta içinde silinir ve size bülten gönderilmez."],
  });
}

export function bulletinMail(to: string, content: BulletinContent, unsubscribeUrl: string, sender: Sender): Mail {
  const paragraphs = content.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const mail = compose(to, content.subject, sender, {
    paragraphs: [...paragraphs, ...(content.links.length ? [content.links.map((item) => `• ${item.title}\n  ${item.url}`).join("\n")] : [])],
    after: [`Bu e-postayı ${site.name} bültenine abone olduğunuz için aldınız. Abonelikten çıkmak için: ${unsubscribeUrl}`],
  });
  return {
    ...mail,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
