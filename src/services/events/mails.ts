import { compose, type Mail, type MailAttachment, type Sender } from "../email/messages";

/**
 * The mails of event registration: confirmation (with the event's .ics), a place on the waiting
 * list, moving up from it, a cancellation, and an editor's message to everyone registered.
 * Each mail that concerns a standing registration carries its one-time cancellation link.
 */

/** What a registration mail says about the event. */
export interface MailEvent {
  title: string;
  /** "12 Mart 2026 Perşembe, 19:00–21:30" */
  when: string;
  /** Venue and address, or "Çevrim içi". */
  place: string;
  pageUrl: string;
  /** The join address of an online or hybrid event (registrants always get it). */
  joinUrl: string | null;
}

const facts = (event: MailEvent) =>
  [`Etkinlik: ${event.title}`, `Tarih: ${event.when}`, `Yer: ${event.place}`, ...(event.joinUrl ? [`Çevrim içi katılım bağlantısı: ${event.joinUrl}`] : []), `Etkinlik sayfası: ${event.pageUrl}`].join("\n");

const cancelHint = "Katılamayacaksanız lütfen kaydınızı iptal edin; böylece yeriniz başka birine açılır.";

/** A confirmed place, with the event's calendar file attached. */
export function registrationConfirmedMail(to: string, name: string, event: MailEvent, cancelUrl: string, ics: MailAttachment, sender: Sender): Mail {
  return {
    ...compose(to, `Kaydınız alındı: ${event.title}`, sender, {
      paragraphs: [`Merhaba ${name},`, "Etkinlik kaydınız alındı, yeriniz ayrıldı.", facts(event), "Etkinliği takviminize eklemek için ekteki dosyayı açabilirsiniz."],
      link: { label: "Kaydımı iptal et", url: cancelUrl },
      after: [cancelHint],
    }),
    attachments: [ics],
  };
}

/** A place on the waiting list. */
export function registrationWaitingMail(to: string, name: string, event: MailEvent, position: number, cancelUrl: string, sender: Sender): Mail {
  return compose(to, `Yedek listedesiniz: ${event.title}`, sender, {
    paragraphs: [
      `Merhaba ${name},`,
      `Etkinlikte boş yer kalmadığı için yedek listeye alındınız; sıranız: ${position}. Bir yer açıldığında sıranız gelince kaydınız otomatik olarak kesinleşir ve size e-posta ile haber veririz.`,
      facts(event),
    ],
    link: { label: "Yedek listeden çık", url: cancelUrl },
  });
}

/** Someone cancelled: the first person waiting got the place. */
export function registrationPromotedMail(to: string, name: string, event: MailEvent, cancelUrl: string, ics: MailAttachment, sender: Sender): Mail {
  return {
    ...compose(to, `Yer açıldı, kaydınız kesinleşti: ${event.title}`, sender, {
      paragraphs: [`Merhaba ${name},`, "Yedek listede olduğunuz etkinlikte yer açıldı ve kaydınız kesinleşti.", facts(event), "Etkinliği takviminize eklemek için ekteki dosyayı açabilirsiniz."],
      link: { label: "Kaydımı iptal et", url: cancelUrl },
      after: [cancelHint, "Önceki e-postadaki iptal bağlantısı artık geçerli değildir; bu e-postadakini kullanın."],
    }),
    attachments: [ics],
  };
}

/**
 * The same address registered again: its registration stands as it was. No new cancellation link:
 * anyone may type the address, and the link the owner already has must keep working.
 */
export function registrationReminderMail(to: string, name: string, event: MailEvent, status: "confirmed" | "waiting", sender: Sender & { inbox: string | null }): Mail {
  const mail = compose(to, `Kaydınız zaten var: ${event.title}`, sender, {
    paragraphs: [
      `Merhaba ${name},`,
      status === "confirmed"
        ? "Bu e-posta adresiyle etkinliğe bir kez daha kayıt başvurusu yapıldı. Kaydınız zaten var ve yeriniz ayrılmış durumda; yeni bir kayıt açılmadı."
        : "Bu e-posta adresiyle etkinliğe bir kez daha kayıt başvurusu yapıldı. Yedek listedeki yeriniz duruyor; yeni bir kayıt açılmadı.",
      facts(event),
    ],
    after: [
      `${status === "confirmed" ? "Kaydınızı" : "Yedek listedeki yerinizi"} iptal etmek isterseniz size gönderdiğimiz son kayıt e-postasındaki iptal bağlantısını kullanın; o bağlantı hâlâ geçerli.`,
      "Yeniden kaydolmak isteyen siz değilseniz bir şey yapmanız gerekmez.",
      ...(sender.inbox ? ["O e-postayı bulamazsanız bu e-postayı yanıtlayarak bize yazabilirsiniz."] : []),
    ],
  });
  return sender.inbox ? { ...mail, replyTo: sender.inbox } : mail;
}

/** After a cancellation: what happened, in case it was not them. */
export function registrationCancelledMail(to: string, name: string, event: MailEvent, sender: Sender): Mail {
  return compose(to, `Kaydınız iptal edildi: ${event.title}`, sender, {
    paragraphs: [`Merhaba ${name},`, `“${event.title}” etkinliği için kaydınız iptal edildi. Haber verdiğiniz için teşekkür ederiz.`, `Fikrinizi değiştirirseniz, kayıtlar açık olduğu sürece etkinlik sayfasından yeniden kaydolabilirsiniz: ${event.pageUrl}`],
  });
}

/** An editor's message to everyone registered (a change of place, a reminder). */
export function registrantsMessageMail(to: string, name: string, event: MailEvent, subject: string, message: string, sender: Sender & { inbox: string | null }): Mail {
  const mail = compose(to, `${subject} – ${event.title}`, sender, {
    paragraphs: [`Merhaba ${name},`, message, facts(event)],
    after: ["Bu e-postayı, etkinliğe kaydınız olduğu için aldınız."],
  });
  return sender.inbox ? { ...mail, replyTo: sender.inbox } : mail;
}

/**
 * The event was called off: everyone with a standing registration (a place or a place on the
 * waiting list) hears it once. Those with a place get the calendar file again, now marked
 * cancelled, so the calendar that holds the event shows it. Answering reaches the association.
 */
export function eventCancelledMail(
  to: string,
  name: string,
  event: MailEvent,
  status: "confirmed" | "waiting",
  ics: MailAttachment,
  sender: Sender & { inbox: string | null },
): Mail {
  const mail = compose(to, `Etkinlik iptal edildi: ${event.title}`, sender, {
    paragraphs: [
      `Merhaba ${name},`,
      status === "confirmed"
        ? `Kaydolduğunuz “${event.title}” etkinliği iptal edildi. Üzgünüz; kaydınız için yapmanız gereken bir şey yok.`
        : `Yedek listesinde olduğunuz “${event.title}” etkinliği iptal edildi. Yedek listedeki yeriniz için yapmanız gereken bir şey yok.`,
      facts(event),
      ...(status === "confirmed" ? ["Etkinliği takviminize eklediyseniz ekteki dosyayı açarak iptal edildiğini işaretleyebilirsiniz."] : []),
    ],
    after: ["Etkinlik yeniden planlanırsa sitede duyuracağız. Sorularınız için bu e-postayı yanıtlayabilirsiniz."],
  });
  return { ...(sender.inbox ? { ...mail, replyTo: sender.inbox } : mail), ...(status === "confirmed" ? { attachments: [ics] } : {}) };
}
