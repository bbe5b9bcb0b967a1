import { HONEYPOT_FIELD } from "../contact-form";
import { Honeypot, type FieldErrors, type FieldValues } from "./form";
import { FormToken } from "./form-token";
import { KVKK_PATH, NEWSLETTER_PATH } from "../../../shared/paths";

/** The subscription form (footer, news page, /bulten): an unticked consent box and the notice link. */
export function SubscribeForm({ form, values, errors, compact = false }: { form: string; values?: FieldValues; errors?: FieldErrors; compact?: boolean }) {
  const id = (name: string) => `${form}-${name}`;
  return (
    <form className={compact ? "form subscribe-form is-compact" : "form subscribe-form"} method="post" action={NEWSLETTER_PATH} noValidate>
      <div className={errors?.email ? "field has-error" : "field"}>
        <label htmlFor={id("email")}>E-posta adresiniz</label>
        <input
          id={id("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values?.email ?? ""}
          aria-invalid={errors?.email ? true : undefined}
          aria-describedby={errors?.email ? id("email-hata") : undefined}
        />
        {errors?.email ? (
          <p className="field-error" id={id("email-hata")}>
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className={errors?.consent ? "field checkbox-field has-error" : "field checkbox-field"}>
        <input id={id("consent")} name="consent" type="checkbox" required aria-invalid={errors?.consent ? true : undefined} aria-describedby={errors?.consent ? id("consent-hata") : undefined} />
        <label htmlFor={id("consent")}>
          Derneğin duyuru ve etkinliklerini içeren bülteni e-posta ile almak istiyorum. Her bültendeki bağlantıdan dilediğim zaman ayrılabilirim. (<a href={KVKK_PATH}>KVKK Aydınlatma Metni</a>)
        </label>
        {errors?.consent ? (
          <p className="field-error" id={id("consent-hata")}>
            {errors.consent}
          </p>
        ) : null}
      </div>
      <Honeypot form={form} name={HONEYPOT_FIELD} />
      <FormToken />
      <p>
        <button className="button" type="submit">
          Bültene abone ol
        </button>
      </p>
    </form>
  );
}
