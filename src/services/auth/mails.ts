import { formatDateTime } from "../../shared/i18n/dates";
import { compose, type Mail, type Sender } from "../email/messages";

/**
 * The mails of an account's life: confirming an address (at registration and when it changes),
 * the association hearing of applications, and the answer to an application.
 */

/**
 * After registering: the link that proves the address is the applicant's. It names the applicant,
 * since whoever reads it may not be the one who applied, and the link asks for the applicant's password.
 */
export function addressConfirmationMail(to: string, name: string, link: string, days: { valid: number; keptUnconfirmed: number }, sender: Sender): Mail {
  return compose(to, "E-posta adresinizi onaylayın", sender, {
    paragraphs: [
      "Merhaba,",
      `${sender.name} sitesinde bu e-posta adresiyle ${name} adına üyelik başvurusu yapıldı. Başvuru sizinse, aşağıdaki bağlantıyı açıp başvururken belirlediğiniz şifreyle adresinizi onaylayın; başvurunuz ancak o zaman yönetim kurulunun kararına sunulur. Bağlantı ${days.valid} gün geçerlidir.`,
    ],
    link: { label: "Adresimi onayla", url: link },
    after: [`Bu başvuru sizin değilse onaylamayın. Bir şey yapmanız gerekmez: onaylanmayan başvurular ${days.keptUnconfirmed} gün içinde kendiliğinden silinir.`],
  });
}

/** To an administrator: one application now waits for approval. */
export function applicationNoticeMail(to: string, applicant: { name: string; email: string }, sender: Sender): Mail {
  return compose(to, `Yeni üyelik başvurusu: ${applicant.name}`, sender, {
    paragraphs: [`${applicant.name} <${applicant.email}> üyelik başvurusu yaptı ve e-posta adresini onayladı. Başvuru onayınızı bekliyor.`],
    link: { label: "Başvuruları aç", url: `${sender.origin}/admin/kullanicilar` },
    after: ["Bu bildirimleri günlük özet olarak almak için yönetim panelinde Ayarlar bölümünü kullanın."],
  });
}

/** To an administrator, once a day: the applications of the last day that still wait. */
export function applicationDigestMail(to: string, applicants: readonly { name: string; email: string; confirmedAt: Date }[], sender: Sender): Mail {
  const count = applicants.length;
  return compose(to, `Onay bekleyen ${count} yeni üyelik başvurusu`, sender, {
    paragraphs: [
      `Son bir günde ${count} kişi üyelik başvurusu yaptı ve e-posta adresini onayladı:`,
      applicants.map((applicant) => `• ${applicant.name} <${applicant.email}>, ${formatDateTime(applicant.confirmedAt)}`).join("\n"),
    ],
    link: { label: "Başvuruları aç", url: `${sender.origin}/admin/kullanicilar` },
  });
}

/** The application was approved: the person is now a member and may sign in. */
export function welcomeMail(to: string, name: string, sender: Sender): Mail {
  return compose(to, "Üyelik başvurunuz onaylandı", sender, {
    paragraphs: [
      `Merhaba ${name},`,
      `${sender.name} üyelik başvurunuz onaylandı; aramıza hoş geldiniz! Artık sitemize başvururken belirlediğiniz şifreyle giriş yapabilirsiniz.`,
      "Üye olarak etkinliklere tek tıkla kaydolabilir, kayıtlarınızı ve bülten aboneliğinizi “Hesabım” sayfasından yönetebilirsiniz. Yıllık aidat ve diğer konular için dernek merkezimize uğrayabilir ya da bize yazabilirsiniz.",
    ],
    link: { label: "Giriş yap", url: `${sender.origin}/login` },
  });
}

/** The application was turned down: a polite note, and the account's data is gone. */
export function refusalMail(to: string, name: string, sender: Sender): Mail {
  return compose(to, "Üyelik başvurunuz hakkında", sender, {
    paragraphs: [
      `Merhaba ${name},`,
      `${sender.name} sitesine yaptığınız üyelik başvurusunu bu kez onaylayamadık ve başvurunuzla birlikte kaydettiğiniz bilgileri sildik.`,
      "Bir yanlışlık olduğunu düşünüyorsanız ya da sorunuz varsa bu e-postayı yanıtlayabilir veya sitemizdeki iletişim formunu kullanabilirsiniz.",
    ],
    link: { label: "İletişim", url: `${sender.origin}/iletisim` },
  });
}

/** To the new address: the link that makes it the account's address. */
export function addressChangeConfirmationMail(to: string, name: string, link: string, validHours: number, sender: Sender): Mail {
  return compose(to, "Yeni e-posta adresinizi onaylayın", sender, {
    paragraphs: [
      `Merhaba ${name},`,
      `${sender.name} sitesindeki hesabınızın e-posta adresini bu adresle değiştirmek istediniz. Değişiklik, aşağıdaki bağlantıyla onayladığınızda geçerli olur. Bağlantı ${validHours} saat geçerlidir.`,
    ],
    link: { label: "Yeni adresimi onayla", url: link },
    after: ["Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: hiçbir şey değişmez."],
  });
}

/** To the old address, when a change is asked for: in case it was not its owner. */
export function addressChangeRequestedMail(to: string, name: string, newAddress: string, sender: Sender): Mail {
  return compose(to, "E-posta adresinizi değiştirme isteği", sender, {
    paragraphs: [
      `Merhaba ${name},`,
      `Hesabınızın e-posta adresini ${newAddress} olarak değiştirme isteği aldık. Değişiklik, yeni adrese gönderilen bağlantı onaylandığında geçerli olacak.`,
      "Bu isteği siz yapmadıysanız hemen şifrenizi değiştirin ve derneğe haber verin.",
    ],
    link: { label: "Şifremi unuttum", url: `${sender.origin}/sifremi-unuttum` },
  });
}

/** To the old address, once the new one is confirmed. */
export function addressChangedMail(to: string, name: string, newAddress: string, sender: Sender): Mail {
  return compose(to, "E-posta adresiniz değiştirildi", sender, {
    paragraphs: [
      `Merhaba ${name},`,
      `Hesabınızın e-posta adresi ${newAddress} olarak değiştirildi. Bundan sonraki e-postalarımız bu adrese gidecek ve girişte bu adresi kullanacaksınız.`,
      "Bu değişikliği siz yapmadıysanız hemen derneğe haber verin.",
    ],
    link: { label: "İletişim", url: `${sender.origin}/iletisim` },
  });
}

/** To an address that already has an account, when someone asked to move their account to it. */
export function addressInUseMail(to: string, sender: Sender): Mail {
  return compose(to, "Adresiniz başka bir hesap için istendi", sender, {
    paragraphs: [
      "Merhaba,",
      `${sender.name} sitesinde biri kendi hesabının e-posta adresini bu adresle değiştirmek istedi. Bu adresin zaten bir hesabı olduğu için değişiklik yapılmadı.`,
      "İsteği siz yaptıysanız bu adresle giriş yapabilirsiniz. Siz yapmadıysanız bir şey yapmanız gerekmez.",
    ],
    link: { label: "Giriş yap", url: `${sender.origin}/login` },
  });
}

/** "Şifremi unuttum": the link to choose a new password. */
export function passwordResetMail(to: string, name: string, link: string, validMinutes: number, sender: Sender): Mail {
  return compose(to, "Şifre yenileme bağlantınız", sender, {
    paragraphs: [
      `Merhaba ${name},`,
      `${sender.name} sitesindeki hesabınız için şifre yenileme isteğinde bulunuldu. Yeni şifrenizi aşağıdaki bağlantıdan belirleyebilirsiniz. Bağlantı ${validMinutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir.`,
    ],
    link: { label: "Yeni şifremi belirle", url: link },
    after: ["Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: şifreniz değişmez."],
  });
}

/** After a reset: the owner hears of it, in case it was not them. */
export function passwordChangedMail(to: string, name: string, sender: Sender): Mail {
  return compose(to, "Şifreniz değiştirildi", sender, {
    paragraphs: [
      `Merhaba ${name},`,
      `${sender.name} sitesindeki hesabınızın şifresi az önce değiştirildi ve açık olan bütün oturumlarınız kapatıldı.`,
      `Bu değişikliği siz yapmadıysanız hemen "Şifremi unuttum" ile yeni bir şifre belirleyin ve derneğe haber verin.`,
    ],
    link: { label: "Şifremi unuttum", url: `${sender.origin}/sifremi-unuttum` },
  });
}

/** Someone tried to register with an address that already has an account: its owner hears of it. */
export function registrationAttemptMail(to: string, name: string, sender: Sender): Mail {
  return compose(to, "Adresinizle yeni bir üyelik başvurusu denendi", sender, {
    paragraphs: [
      `Merhaba ${name},`,
      `Az önce bu e-posta adresiyle sitemizde yeni bir üyelik başvurusu yapıldı. Bu adresin zaten bir hesabı olduğu için yeni hesap açılmadı.`,
      "Başvuruyu siz yaptıysanız hesabınızla giriş yapabilirsiniz; şifrenizi hatırlamıyorsanız yenileyebilirsiniz. Siz yapmadıysanız bir şey yapmanız gerekmez.",
    ],
    link: { label: "Şifremi unuttum", url: `${sender.origin}/sifremi-unuttum` },
  });
}
