/**
 * "Üyelik kaydım" on /hesabim (docs/registers.md): what the member register holds about the signed-in
 * member, the identity number masked unless they ask to see it ("Göster", audited like the board's
 * full view), and the resignation (TMK art. 66) that records the exit on the entry, which stays.
 * Plain forms, no script.
 */
import type { Context } from "hono";
import { Fragment, type ReactNode } from "react";
import type { OwnEntry } from "../../../db/member-register";
import { database } from "../../../db/client";
import { actorOf } from "../../../services/auth/session";
import { mailContextOf } from "../../../services/email/sender";
import { MissingRegisterKey } from "../../../services/registers/identity-crypto";
import { revealOwnIdentity } from "../../../services/registers/members";
import { resign, resignationSchema } from "../../../services/registers/resignation";
import type { AppEnv } from "../../../shared/env";
import { formatCalendarDay } from "../../../shared/i18n/dates";
import { ACCOUNT_PATH, CONTACT_PATH } from "../../../shared/paths";
import { EXIT_BEFORE_ENTRY, EXIT_KIND_LABELS, GENDER_LABELS, MEMBER_ENTRY_LABELS as LABEL } from "../../../shared/registers/member-entry";
import { checkCurrentPassword } from "./current-password";
import { ConfirmBox, Field, FormProblems, validateForm, type FieldErrors } from "./form";
import { Notice } from "./notice";

/** What a post to this section brings back: the number asked for, or the resignation's problems. */
export interface MembershipState {
  revealed?: string;
  errors?: FieldErrors;
  problem?: string;
}

const SECTION = `${ACCOUNT_PATH}#uyeligim`;

/** The entry's rows in the register's order; empty optional columns say so rather than vanish. */
function entryRows(entry: OwnEntry, revealed: string | undefined): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [LABEL.registerNo, String(entry.registerNo)],
    [LABEL.fullName, entry.fullName],
    [LABEL.identityNumber, <IdentityNumber masked={entry.identityMasked} revealed={revealed} />],
    [LABEL.nationality, entry.nationality],
    [LABEL.motherName, entry.motherName],
    [LABEL.fatherName, entry.fatherName],
    [LABEL.gender, GENDER_LABELS[entry.gender]],
    [LABEL.occupation, entry.occupation],
    [LABEL.education, entry.education],
    [LABEL.address, entry.address],
    [LABEL.email, entry.email],
    [LABEL.acceptedOn, formatCalendarDay(entry.acceptedOn)],
    [LABEL.acceptanceDecisionNo, entry.acceptanceDecisionNo || "—"],
  ];
  if (entry.exitedOn)
    rows.push(
      [LABEL.exitedOn, formatCalendarDay(entry.exitedOn)],
      [LABEL.exitKind, entry.exitKind ? EXIT_KIND_LABELS[entry.exitKind] : null],
      [LABEL.exitDecisionNo, entry.exitDecisionNo],
      [LABEL.exitReason, entry.exitReason],
    );
  return rows.map(([label, value]) => [label, value ?? "—"]);
}

/** The identity number, masked, with the form that shows it in full (the view is audited). */
function IdentityNumber({ masked, revealed }: { masked: string; revealed?: string }) {
  if (revealed)
    return (
      <>
        <span className="identity-number">{revealed}</span> <a href={SECTION}>Gizle</a>
      </>
    );
  return (
    <form className="identity-form" method="post" action={SECTION}>
      <span className="identity-number">{masked}</span> <input type="hidden" name="islem" value="kimlik" />
      <button className="button button-secondary button-compact" type="submit" aria-label="Kimlik numaramın tamamını göster">
        Göster
      </button>
    </form>
  );
}

function ResignationForm({ errors }: { errors?: FieldErrors }) {
  return (
    <>
      <h3 id="istifa">Üyelikten istifa</h3>
      <p>
        Türk Medeni Kanunu’nun 66. maddesine göre her üye, yazılı olarak bildirmek şartıyla dernekten çıkabilir; istifa, bildirimin yönetim
        kuruluna ulaştığı gün geçerli olur ve karar gerekmez. Burada istifa ettiğinizde kaydınıza bugünün tarihiyle çıkış işlenir ve yönetim
        kuruluna haber verilir. Kaydınız defterden silinmez: defter, üyelikten çıkanları da çıkış tarihleriyle gösterir. Çıkış tarihine kadar
        doğmuş aidat borçlarınız sürer. Site hesabınız açık kalır; onu da kapatmak isterseniz aşağıdaki “Hesabımı sil” bölümünü kullanın.
      </p>
      <FormProblems form="istifa" errors={errors} />
      <form className="form" method="post" action={`${ACCOUNT_PATH}#istifa`} noValidate>
        <input type="hidden" name="islem" value="istifa" />
        <Field form="istifa" name="password" label="Şifreniz" type="password" autoComplete="current-password" errors={errors} hint="İstifanın sizden geldiğini doğrulamak için." />
        <ConfirmBox form="istifa" label="Dernek üyeliğimden istifa ediyorum." errors={errors} />
        <p>
          <button className="button" type="submit">
            Üyelikten istifa et
          </button>
        </p>
      </form>
    </>
  );
}

/** The section; nothing when the account has no entry in the register. */
export function MyRegisterSection({ entry, state = {}, resigned = false }: { entry: OwnEntry | null; state?: MembershipState; resigned?: boolean }) {
  if (!entry) return null;
  return (
    <section className="section" aria-labelledby="uyeligim">
      <h2 id="uyeligim">Üyelik kaydım</h2>
      {resigned ? (
        <Notice kind="success" title="İstifanız kaydedildi">
          <p>Kaydınıza bugünün tarihiyle çıkış işlendi ve yönetim kuruluna haber verildi.</p>
        </Notice>
      ) : null}
      {state.problem ? <Notice kind="error">{<p>{state.problem}</p>}</Notice> : null}
      <p>
        Derneğimizin Üye Kayıt Defteri’nde sizinle ilgili tutulan bilgiler. Defteri kanun gereği tutarız; resmî kayıt, basılı ve onaylı
        defterdir. Bir bilgi yanlışsa <a href={CONTACT_PATH}>yönetim kuruluna yazın</a>.
      </p>
      <dl className="event-facts register-entry">
        {entryRows(entry, state.revealed).map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {entry.exitedOn ? null : <ResignationForm errors={state.errors} />}
    </section>
  );
}

/** Renders /hesabim with the section's state; without a status, the one already set stays (a refused password's). */
type Again = (state: MembershipState, status?: 200 | 409 | 422 | 503) => Response | Promise<Response>;

/** POST /hesabim with islem=kimlik: the page again, with the member's own number in full (audited). */
async function revealIdentity(c: Context<AppEnv>, again: Again): Promise<Response> {
  try {
    const revealed = await revealOwnIdentity(c.env, database(c.env.DB), actorOf(c), c.var.session!.user.id);
    if (!revealed) return again({ problem: "Üye kayıt defterinde size ait bir kayıt bulunamadı." }, 409);
    return again({ revealed }, 200);
  } catch (error) {
    if (error instanceof MissingRegisterKey) return again({ problem: "Kimlik numaranız şu anda gösterilemiyor; lütfen daha sonra yeniden deneyin." }, 503);
    throw error;
  }
}

/** POST /hesabim with islem=istifa: the password, then the exit on the entry and the board's mail. */
async function resignMembership(c: Context<AppEnv>, values: Record<string, string>, again: Again): Promise<Response> {
  const checked = await validateForm(resignationSchema, values);
  if (!checked.ok) return again({ errors: checked.errors }, 422);
  const wrong = await checkCurrentPassword(c, checked.data.password);
  if (wrong) return again({ errors: { password: wrong } });
  const outcome = await resign(mailContextOf(c), database(c.env.DB), actorOf(c), new Date());
  if (!outcome.ok)
    return again({ problem: outcome.reason === "no-entry" ? "Üye kayıt defterinde açık bir üyelik kaydınız yok; istifa edilecek bir üyelik bulunamadı." : EXIT_BEFORE_ENTRY }, 409);
  return c.redirect(`${ACCOUNT_PATH}?tamam=istifa#uyeligim`, 303);
}

/** The section's posts (islem=kimlik or islem=istifa); `again` renders /hesabim with the section's state. */
export const membershipAction = (c: Context<AppEnv>, values: Record<string, string>, again: Again): Promise<Response> =>
  values.islem === "kimlik" ? revealIdentity(c, again) : resignMembership(c, values, again);

/** The posts this section answers. */
export const isMembershipAction = (islem: string | undefined): boolean => islem === "kimlik" || islem === "istifa";
