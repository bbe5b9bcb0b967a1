import { site } from "../site";
import { compose, type Mail, type Sender } from "./messages";

/** The membership application was approved: the person is now a member and may sign in. */
export function membershipApprovedMail(to: string, name: string, sender: Sender): Mail {
  return compose(to, "Üyelik başvurunuz onaylandı", sender, {
    paragraphs: [
      `Merhaba ${name},`,
      `${site.name} üyelik başvurunuz onaylandı; aramıza hoş geldiniz! Artık sitemize başvururken belirlediğiniz şifreyle giriş yapabilirsiniz.`,
      "Üye olarak etkinliklere tek tıkla kaydolabilir, kayıtlarınızı ve bülten aboneliğinizi “Hesabım” sayfasından yönetebilirsiniz. Yıllık aidat ve diğer konular için dernek merkezimize uğrayabilir ya da bize yazabilirsiniz.",
    ],
    link: { label: "Giriş yap", url: `${sender.origin}/login` },
  });
}
