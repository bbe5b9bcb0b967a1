import { siteImages } from "../../shared/site";

/**
 * Every e-mail the site sends, rendered in one place, in Turkish: plain text plus a simple HTML
 * version, both signed with the association's name and address. No secret ever goes into a mail
 * but the one-time link the mail exists for.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with the mail (an event's .ics); text content, so the message stays plain JSON on the queue. */
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
  /** The bulletin copy this mail is (src/services/newsletter/sending.ts): the consumer records its outcome there. */
  delivery?: { issueId: number; subscriberId: number };
  /** The mail's job (src/db/jobs.ts): the consumer claims it before sending and settles it after. */
  job?: number;
  /** What the mail is, when the same mail may be asked for twice (a cancellation notice): recorded once. */
  jobKey?: string;
  /** The sender's display name (the association's name when the mail was written). */
  fromName?: string;
}

/** One attached file, as the Email Service's `send` takes it (`disposition: "attachment"`). */
export interface MailAttachment {
  filename: string;
  /** MIME type, e.g. "text/calendar; charset=utf-8; method=PUBLISH". */
  type: string;
  content: string;
}

/** The signature under every mail: who sent it, and where they are. */
export interface Sender {
  /** The association's name (its identity, src/shared/identity.ts): the sender's display name and the signature's first line. */
  name: string;
  /** The association's uploaded logo's path, or null for the neutral default. */
  logo?: string | null;
  /** The association's postal address (the contact page's), or empty when it is not set. */
  address: string;
  /** The site's origin, for links: https://www.example.org.tr */
  origin: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A web address in a mail's text; punctuation that ends a sentence after it is not part of it. */
const WEB_ADDRESS = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)”’]/g;

/**
 * A line of a mail's text as HTML: escaped, line breaks kept, and every web address a link, so
 * the page, cancellation and unsubscribe addresses the text names can be tapped in the HTML part.
 */
export function textToHtml(line: string): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(WEB_ADDRESS)) {
    const url = escapeHtml(match[0]);
    html += escapeHtml(line.slice(last, match.index)) + `<a href="${url}" style="color:#1b5e20">${url}</a>`;
    last = match.index + match[0].length;
  }
  return (html + escapeHtml(line.slice(last))).replace(/\n/g, "<br>");
}

/** A bulletin's head: the association's logo and name over the mail, and what the mail is. */
function mastheadHtml(sender: Sender, label: string): string {
  const origin = sender.origin;
  const logo = `<img src="${escapeHtml(origin + (sender.logo ?? siteImages.logo.path))}" width="48" height="48" alt="" style="display:block;border:0">`;
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 1.5rem;border-bottom:3px solid #1b5e20"><tr>` +
    `<td style="width:56px;padding:0 0 0.75rem;vertical-align:middle">${logo}</td>` +
    `<td style="padding:0 0 0.75rem;vertical-align:middle"><a href="${escapeHtml(origin)}/" style="color:#1b5e20;font-size:20px;font-weight:bold;text-decoration:none">${escapeHtml(sender.name)}</a>` +
    `<br><span style="font-size:14px;color:#555">${escapeHtml(label)}</span></td></tr></table>`
  );
}

/**
 * A mail of paragraphs, with at most one button-like link, in both forms. `body` is content already
 * rendered in both forms (a bulletin's rich text, src/services/richtext/email.tsx), placed after the
 * paragraphs. `masthead` puts the association's logo and name on top, with its words ("Bülten").
 */
export function compose(
  to: string,
  subject: string,
  sender: Sender,
  parts: { masthead?: string; paragraphs: string[]; body?: { html: string; text: string }; link?: { label: string; url: string }; after?: string[] },
): Mail {
  const signature = [sender.name, sender.address, sender.origin].filter(Boolean);
  const text = [
    ...(parts.masthead ? [`${sender.name}\n${parts.masthead}`] : []),
    ...parts.paragraphs,
    ...(parts.body?.text ? [parts.body.text] : []),
    ...(parts.link ? [`${parts.link.label}:\n${parts.link.url}`] : []),
    ...(parts.after ?? []),
    "--\n" + signature.join("\n"),
  ].join("\n\n");
  const paragraph = (line: string) => `<p>${textToHtml(line)}</p>`;
  const html = [
    `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1b1b;max-width:36rem;margin:0 auto;padding:1rem">`,
    parts.masthead ? mastheadHtml(sender, parts.masthead) : "",
    ...parts.paragraphs.map(paragraph),
    parts.body?.html ?? "",
    parts.link
      ? `<p><a href="${escapeHtml(parts.link.url)}" style="display:inline-block;background:#1b5e20;color:#fff;padding:0.6rem 1rem;border-radius:4px;text-decoration:none">${escapeHtml(parts.link.label)}</a></p><p style="font-size:14px;color:#555">Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:<br>${textToHtml(parts.link.url)}</p>`
      : "",
    ...(parts.after ?? []).map(paragraph),
    `<hr style="border:none;border-top:1px solid #ccc"><p style="font-size:14px;color:#555">${signature.map(textToHtml).join("<br>")}</p>`,
    `</body></html>`,
  ].join("\n");
  return { to, subject, text, html, fromName: sender.name };
}
