import type { Context } from "hono";
import { addressLinkKind, confirmAddress, type AddressLinkKind } from "../../services/auth/addresses";
import type { AppEnv } from "../../shared/env";
import { Notice } from "./parts/notice";
import { ACCOUNT_PATH, ADDRESS_CONFIRM_PATH, HOME_PATH, LOGIN_PATH } from "../../shared/paths";

/**
 * /eposta-onayla: the page a confirmation link opens. Opening it changes nothing (mail scanners
 * open links too); the button posts the link's token, and the outcome is shown after a redirect.
 */
type ConfirmState =
  | { step: "ask"; token: string; kind: AddressLinkKind; newEmail: string | null }
  | { step: "invalid" }
  | { step: "taken" }
  | { step: "done"; what: "basvuru" | "hesap" | "adres" };

const isToken = (token: string) => token.length >= 20 && token.length <= 100;

function ConfirmPage({ state, signedIn }: { state: ConfirmState; signedIn: boolean }) {
  switch (state.step) {
    case "ask":
      return (
        <>
          <h1>{state.kind === "email-confirm" ? "E-posta adresinizi onaylayın" : "Yeni e-posta adresinizi onaylayın"}</h1>
          <p className="lead">
            {state.kind === "email-confirm"
              ? "Üyelik başvurunuzun yönetici onayına sunulması için bu adresin size ait olduğunu onaylayın."
              : `Onayladığınızda hesabınızın e-posta adresi ${state.newEmail ?? ""} olur ve girişte bu adresi kullanırsınız.`}
          </p>
          <form method="post" action={ADDRESS_CONFIRM_PATH}>
            <input type="hidden" name="token" value={state.token} />
            <button className="button" type="submit">
              {state.kind === "email-confirm" ? "Adresimi onayla" : "Yeni adresimi onayla"}
            </button>
          </form>
        </>
      );
    case "invalid":
      return (
        <>
          <h1>E-posta onayı</h1>
          <Notice kind="error" title="Bağlantı geçersiz">
            <p>
              Bu bağlantı artık geçerli değil: kullanılmış, yerine daha yenisi gönderilmiş ya da süresi dolmuş olabilir. Başvurunuzu onaylamak
              için giriş yapmayı deneyin: adresiniz henüz onaylanmadıysa size yeni bir bağlantı gönderilir.
            </p>
          </Notice>
          <p>
            <a className="button" href={signedIn ? ACCOUNT_PATH : LOGIN_PATH}>
              {signedIn ? "Hesabıma git" : "Giriş yap"}
            </a>
          </p>
        </>
      );
    case "taken":
      return (
        <>
          <h1>E-posta onayı</h1>
          <Notice kind="error" title="Adres kullanılıyor">
            <p>Bu adresle bu arada başka bir hesap açılmış; hesabınızın adresi değiştirilmedi. Başka bir adres deneyebilirsiniz.</p>
          </Notice>
          <p>
            <a href={ACCOUNT_PATH}>Hesabıma git</a>
          </p>
        </>
      );
    case "done":
      return (
        <>
          <h1>E-posta adresiniz onaylandı</h1>
          <Notice kind="success" title="Teşekkürler">
            <p>
              {state.what === "basvuru"
                ? "Başvurunuz yönetici onayına sunuldu. Onaylandığında size e-posta ile haber vereceğiz; ardından giriş yapabilirsiniz."
                : state.what === "adres"
                  ? "Hesabınızın e-posta adresi değiştirildi. Bundan sonra girişte yeni adresinizi kullanın."
                  : "Adresiniz onaylandı."}
            </p>
          </Notice>
          <p>{signedIn ? <a href={ACCOUNT_PATH}>Hesabıma git</a> : <a href={HOME_PATH}>Ana sayfaya dön</a>}</p>
        </>
      );
  }
}

const head = { title: "E-posta onayı", noindex: true };

const DONE = ["basvuru", "hesap", "adres"] as const;

/** GET /eposta-onayla?anahtar=… asks; ?tamam=… says how it went. */
export async function renderAddressConfirmation(c: Context<AppEnv>) {
  const signedIn = Boolean(c.var.session);
  const done = DONE.find((what) => what === c.req.query("tamam"));
  if (done) return c.render(<ConfirmPage state={{ step: "done", what: done }} signedIn={signedIn} />, head);
  const token = c.req.query("anahtar") ?? "";
  const link = isToken(token) ? await addressLinkKind(c, token, new Date()) : null;
  if (!link) {
    c.status(410);
    return c.render(<ConfirmPage state={{ step: "invalid" }} signedIn={signedIn} />, head);
  }
  return c.render(<ConfirmPage state={{ step: "ask", token, ...link }} signedIn={signedIn} />, head);
}

/** POST /eposta-onayla: uses the link (src/services/auth/addresses.ts). */
export async function saveAddressConfirmation(c: Context<AppEnv>): Promise<Response> {
  const body = await c.req.parseBody();
  const token = typeof body.token === "string" ? body.token : "";
  const outcome = isToken(token) ? await confirmAddress(c, token, new Date()) : ({ ok: false, reason: "invalid" } as const);
  const signedIn = Boolean(c.var.session);
  if (!outcome.ok) {
    c.status(outcome.reason === "taken" ? 409 : 410);
    return c.render(<ConfirmPage state={{ step: outcome.reason }} signedIn={signedIn} />, head);
  }
  const what = outcome.kind === "email-change" ? "adres" : outcome.status === "pending" ? "basvuru" : "hesap";
  return c.redirect(`${ADDRESS_CONFIRM_PATH}?tamam=${what}`, 303);
}
