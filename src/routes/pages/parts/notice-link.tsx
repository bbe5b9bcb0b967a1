import { KVKK_PATH } from "../../../shared/paths";

/**
 * The line every form that collects personal data shows right under its button: the notice is
 * what makes these forms lawful without consent (KVKK art. 10), so it must be one step away. It
 * comes after the button, so a keyboard user tabs from the last field straight to "send".
 */
export function NoticeLink({ purpose }: { purpose: string }) {
  return (
    <p className="form-notice">
      {`${purpose} kişisel verileriniz `}
      <a href={KVKK_PATH}>KVKK Aydınlatma Metni</a>’nde açıklandığı şekilde işlenir.
    </p>
  );
}
