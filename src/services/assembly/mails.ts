import { compose, type Mail, type Sender } from "../email/messages";

/**
 * The general assembly's notice to one entitled member (TMK 77, DY 14: by e-mail to the address the
 * member gave): the text the board approved, and the public page with the agenda. Informational, so
 * outside the commercial-message consent system (docs/assembly.md).
 */
export function assemblyNoticeMail(to: string, name: string, notice: { title: string; text: string; url: string; jobKey: string }, sender: Sender): Mail {
  const mail = compose(to, notice.title, sender, {
    paragraphs: [`Sayın ${name},`, ...notice.text.split(/\n{2,}/)],
    link: { label: "Çağrıyı sitede görün", url: notice.url },
  });
  return { ...mail, jobKey: notice.jobKey };
}
