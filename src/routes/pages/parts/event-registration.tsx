import { closedMessage, placesText, WAITING_LIST_TEXT, type RegistrationState } from "../../../services/events/registration";
import { formatDateTime } from "../../../shared/i18n/dates";
import { HONEYPOT_FIELD } from "../contact-form";
import { Field, FormProblems, Honeypot, type FieldErrors, type FieldValues } from "./form";
import { FormToken } from "./form-token";
import { Notice } from "./notice";
import { NoticeLink } from "./notice-link";
import { ACCOUNT_PATH, ACCOUNT_REGISTRATIONS_PATH, loginPath, REGISTER_PATH } from "../../../shared/paths";

/** What the registration box shows besides the event's own state. */
export interface RegistrationView {
  state: RegistrationState;
  /** The event page's address: the form posts here. */
  action: string;
  /** The signed-in visitor, if any (a member registers with one click). */
  member: { name: string; email: string } | null;
  /** The member's own standing registration for this event. */
  mine: { id: number; status: "confirmed" | "waiting" | "cancelled" } | null;
  /** What just happened (after post/redirect/get): ?kayit=… */
  outcome?: RegistrationOutcome;
  values?: FieldValues;
  errors?: FieldErrors;
  problem?: string;
}

export type RegistrationOutcome = "tamam" | "yedek" | "zaten" | "iptal";

export const REGISTRATION_OUTCOMES: readonly RegistrationOutcome[] = ["tamam", "yedek", "zaten", "iptal"];

const FORM = "kayit";

function OutcomeNotice({ outcome }: { outcome: RegistrationOutcome }) {
  switch (outcome) {
    case "tamam":
      return (
        <Notice kind="success" title="Kaydınız alındı">
          <p>Yeriniz ayrıldı. Onay e-postasını, takvim dosyası ve iptal bağlantısıyla birlikte gönderdik.</p>
        </Notice>
      );
    case "yedek":
      return (
        <Notice kind="info" title="Yedek listeye alındınız">
          <p>Boş yer kalmadığı için yedek listedesiniz. Yer açıldığında sıranız gelince kaydınız kesinleşir ve size e-posta ile haber veririz.</p>
        </Notice>
      );
    case "zaten":
      return (
        <Notice kind="info" title="Bu etkinliğe zaten kaydınız var">
          <p>Yeni bir kayıt açmadık; kaydınız olduğu gibi duruyor.</p>
        </Notice>
      );
    case "iptal":
      return (
        <Notice kind="success" title="Kaydınız iptal edildi">
          <p>Haber verdiğiniz için teşekkür ederiz.</p>
        </Notice>
      );
  }
}

/** A member's own registration, with the way out. */
function MyRegistration({ mine }: { mine: NonNullable<RegistrationView["mine"]> }) {
  return (
    <>
      <p>
        <strong>{mine.status === "confirmed" ? "Bu etkinliğe kaydınız var; yeriniz ayrıldı." : "Yedek listedesiniz; yer açıldığında size haber vereceğiz."}</strong>
      </p>
      <form method="post" action={ACCOUNT_REGISTRATIONS_PATH}>
        <input type="hidden" name="kayit" value={mine.id} />
        <button className="button button-secondary" type="submit">
          {mine.status === "confirmed" ? "Kaydımı iptal et" : "Yedek listeden çık"}
        </button>
      </form>
      <p>
        <a href={`${ACCOUNT_PATH}#kayitlarim`}>Bütün kayıtlarım</a>
      </p>
    </>
  );
}

/**
 * The registration box of an event page: places left, then the form (name, e-mail, optional phone)
 * for visitors, one button for a signed-in member, or why registration is not possible. Plain
 * HTML forms: the page ships no script.
 */
export function EventRegistration({ view }: { view: RegistrationView }) {
  const { state } = view;
  if (state.kind === "none" && !view.mine && !view.outcome) return null;
  const closed = closedMessage(state);
  const field = { form: FORM, errors: view.errors } as const;
  return (
    <section className="section card event-registration" aria-labelledby="etkinlik-kayit">
      <h2 id="etkinlik-kayit">Kayıt</h2>
      {view.outcome ? <OutcomeNotice outcome={view.outcome} /> : null}
      <FormProblems form={FORM} errors={view.errors} problem={view.problem} />
      {view.mine && view.mine.status !== "cancelled" ? (
        <MyRegistration mine={view.mine} />
      ) : closed ? (
        state.kind === "none" ? null : <p>{closed}</p>
      ) : state.kind === "open" ? (
        <>
          <p className="places-left">
            <strong>{placesText(state)}</strong> Kayıtlar {formatDateTime(state.closesAt)} tarihine kadar açık.
          </p>
          {state.full ? <p>{WAITING_LIST_TEXT}</p> : null}
          {state.membersOnly && !view.member ? (
            <>
              <p>Bu etkinliğe yalnızca dernek üyeleri kayıt olabilir. Üyeyseniz giriş yaparak tek tıkla kaydolabilirsiniz.</p>
              <p className="button-row">
                <a className="button" href={loginPath(view.action)}>
                  Giriş yap
                </a>
                <a className="button button-secondary" href={REGISTER_PATH}>
                  Üyelik başvurusu
                </a>
              </p>
            </>
          ) : view.member ? (
            <form method="post" action={view.action}>
              <p>
                {view.member.name} ({view.member.email}) olarak kaydolacaksınız.
              </p>
              <FormToken />
              <p>
                <button className="button" type="submit">
                  {state.full ? "Yedek listeye yazıl" : "Tek tıkla kaydol"}
                </button>
              </p>
              <NoticeLink purpose="Etkinlik kaydı için" />
            </form>
          ) : (
            <form className="form" method="post" action={view.action} noValidate>
              <Field {...field} name="name" label="Adınız soyadınız" value={view.values?.name} autoComplete="name" />
              <Field {...field} name="email" label="E-posta adresiniz" value={view.values?.email} type="email" autoComplete="email" hint="Onay e-postası ve iptal bağlantısı bu adrese gelir." />
              <Field {...field} name="phone" label="Telefon" value={view.values?.phone} type="tel" autoComplete="tel" optional hint="Etkinlikte bir değişiklik olursa size ulaşabilmemiz için." />
              <Honeypot form={FORM} name={HONEYPOT_FIELD} />
              <FormToken />
              <p>
                <button className="button" type="submit">
                  {state.full ? "Yedek listeye yazıl" : "Kaydol"}
                </button>
              </p>
              <NoticeLink purpose="Etkinlik kaydı için" />
            </form>
          )}
        </>
      ) : null}
    </section>
  );
}

/** The line beside the event's date and place: places left, and the way to the form. */
export function RegistrationFact({ view }: { view: RegistrationView }) {
  if (view.state.kind !== "open") return null;
  return (
    <>
      <dt>Kayıt</dt>
      <dd>
        {placesText(view.state)} <a href="#etkinlik-kayit">{view.mine ? "Kaydınız" : "Kaydol"}</a>
      </dd>
    </>
  );
}
