import { formatCalendarDay as showDay } from "../../shared/i18n/dates";
import { compose, type Mail, type Sender } from "./messages";

/**
 * The mails of the member register to the board (docs/registers.md): a member's resignation made on
 * /hesabim, and the applications whose 30-day decision period (TMK art. 64) is running out.
 */

/**
 * To each board member: a member resigned on /hesabim. The exit is recorded already (TMK art. 66:
 * it takes effect when the notice reaches the board, no decision needed); DERBİS is the board's to do.
 */
export function resignationNoticeMail(to: string, member: { name: string; registerNo: number; entryId: number; exitedOn: string }, sender: Sender): Mail {
  return compose(to, `Üyelikten istifa: ${member.name}`, sender, {
    paragraphs: [
      `${member.name}, ${showDay(member.exitedOn)} tarihinde sitedeki “Hesabım” sayfasından dernek üyeliğinden istifa ettiğini bildirdi.`,
      `Üye kayıt defterindeki ${member.registerNo} sıra numaralı kaydına çıkış tarihi ve “İstifa” işlendi; kayıt defterde kalır. Türk Medeni Kanunu’nun 66. maddesine göre istifa, bildirimin yönetim kuruluna ulaştığı gün gerçekleşir; ayrıca karar gerekmez.`,
      "Çıkışı 45 gün içinde DERBİS’e bildirmeyi ve basılı defterin sayfasına işlemeyi unutmayın.",
    ],
    link: { label: "Kaydı aç", url: `${sender.origin}/admin/uye-defteri/${member.entryId}` },
  });
}
