import { formatCalendarDay as showDay, formatShortDay } from "../../shared/i18n/dates";
import { memberEntryPath } from "../../shared/paths";
import { compose, type Mail, type Sender } from "../email/messages";

/**
 * The mails of the member register to the board (docs/registers.md): a member's resignation made on
 * /hesabim, and the applications whose 30-day decision period (TMK art. 64) is running out.
 */

/**
 * To each board member: a member resigned on /hesabim. The exit is recorded already (TMK art. 66
 * gives the right to leave by written notice; the model bylaws make it take effect when the notice
 * reaches the board, no decision needed); DERBİS is the board's to do.
 */
export function resignationNoticeMail(to: string, member: { name: string; registerNo: number; exitedOn: string }, sender: Sender): Mail {
  return compose(to, `Üyelikten istifa: ${member.name}`, sender, {
    paragraphs: [
      `${member.name}, ${showDay(member.exitedOn)} tarihinde sitedeki “Hesabım” sayfasından dernek üyeliğinden istifa ettiğini bildirdi.`,
      `Üye kayıt defterindeki ${member.registerNo} sıra numaralı kaydına çıkış tarihi ve “İstifa” işlendi; kayıt defterde kalır. Türk Medeni Kanunu’nun 66. maddesine göre her üye yazılı bildirimle dernekten çıkabilir; istifa, bildirimin yönetim kuruluna ulaştığı gün gerçekleşir ve ayrıca karar gerekmez.`,
      "Çıkışı 45 gün içinde DERBİS’e bildirmeyi ve basılı defterin sayfasına işlemeyi unutmayın.",
    ],
    link: { label: "Kaydı aç", url: `${sender.origin}${memberEntryPath(member.registerNo)}` },
  });
}

/** To each board member, once per application: applications waiting longer than 20 days. */
export function lateApplicationsMail(to: string, applications: readonly { name: string; appliedAt: Date; decideBy: string }[], sender: Sender): Mail {
  const count = applications.length;
  return compose(to, count === 1 ? `Karar bekleyen üyelik başvurusu: ${applications[0]!.name}` : `Karar bekleyen ${count} üyelik başvurusu`, sender, {
    paragraphs: [
      `Aşağıdaki ${count === 1 ? "başvuru" : `${count} başvuru`} 20 günden uzun süredir yönetim kurulunun kararını bekliyor. Türk Medeni Kanunu’nun 64. maddesine göre yönetim kurulu üyelik başvurusunu en geç 30 gün içinde karara bağlar ve sonucu başvurana yazıyla bildirir.`,
      applications.map((application) => `• ${application.name}: başvuru ${formatShortDay(application.appliedAt)}, son gün ${showDay(application.decideBy)}`).join("\n"),
    ],
    link: { label: "Karar defterini aç", url: `${sender.origin}/admin/karar-defteri` },
    after: ["Her başvuru için bu hatırlatmayı yalnızca bir kez göndeririz."],
  });
}
