import { useIdentity } from "./site-identity";
import type { Context } from "hono";
import { use } from "react";
import { database } from "../../db/client";
import { pageOf, pagesByKeys, readPageFields } from "../../db/pages";
import type { PageFields } from "../../shared/content-kinds/page";
import type { Loaded } from "../../platform/page-route";
import { tag } from "../../platform/cache/tags";
import type { AppEnv } from "../../shared/env";
import { siteCookies } from "../../services/kvkk/cookies";
import { DELETED_USER_NAME } from "../../services/kvkk/erasure";
import { defaultNotice } from "../../services/kvkk/default-notice";
import { readRetention, retentionRow, type RetentionSettings } from "../../services/kvkk/retention-settings";
import { RichText } from "../../shared/richtext/render";
import { SESSION_ABSOLUTE_MS } from "../../services/auth/session";
import { CONTACT_PATH } from "../../shared/paths";
import { FormNotices } from "./parts/form-notices";
import { RegisterNotice } from "./parts/register-notice";

export interface KvkkData {
  title: string;
  summary: string;
  body: unknown;
  controller: PageFields<"contact"> | null;
  retention: RetentionSettings;
}

/**
 * The notice, the controller's contact details (from the contact page) and the current retention
 * periods: one round trip. A notice never saved shows the default text.
 */
export async function loadKvkk(c: Context<AppEnv>): Promise<Loaded<KvkkData>> {
  const db = database(c.env.DB);
  const [pageRows, [retention]] = await db.batch([pagesByKeys(db, ["kvkk", "contact"]), retentionRow(db)]);
  const notice = pageOf(pageRows, "kvkk");
  const contact = pageOf(pageRows, "contact");
  const shown = notice ?? (await defaultNotice());
  // The retention settings purge the notice's tag when they change (src/routes/admin/kvkk-api.ts).
  return {
    data: {
      title: shown.title,
      summary: shown.summary,
      body: shown.body,
      controller: contact ? readPageFields("contact", contact.fields) : null,
      retention: readRetention(retention),
    },
    cache: { tags: [tag.page("kvkk"), tag.page("contact")] },
  };
}

const days = (ms: number) => Math.round(ms / (24 * 60 * 60 * 1000));

/**
 * The periods as the daily run applies them (src/services/kvkk/retention.ts), so the notice cannot
 * drift: each form's own beside it (FormNotices), the rest here.
 */
function RetentionPeriods({ retention }: { retention: RetentionSettings }) {
  const periods: Array<[string, string]> = [
    ["Formlarla toplanan veriler", "Her formun saklama süresi yukarıda, “Formlarla toplanan kişisel veriler” bölümünde o formun altında yazar."],
    ["Hesap bilgileri", "Hesap silinene kadar saklanır. Hesabınızı “Hesabım” sayfasından dilediğiniz zaman silebilirsiniz."],
    ["Üye kayıt defteri", "Kanunen saklanır, silinmez; yukarıdaki “Üye kayıt defteri” bölümüne bakın."],
    ["Oturum bilgileri", `Oturum sona erdiğinde, en geç ${days(SESSION_ABSOLUTE_MS)} gün sonra silinir.`],
    [
      "İşlem kayıtlarındaki kişi bilgisi",
      `${retention.auditLogMonths} ay sonra anonim hâle getirilir: işlem kaydı kalır, işlemi yapan kişi “${DELETED_USER_NAME}” olarak görünür.`,
    ],
  ];
  return (
    <section className="section" aria-labelledby="saklama-sureleri">
      <h2 id="saklama-sureleri">Saklama süreleri</h2>
      <ul>
        {periods.map(([what, how]) => (
          <li key={what}>
            <strong>{`${what}: `}</strong>
            {how}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Cookies() {
  return (
    <section className="section" aria-labelledby="cerezler">
      <h2 id="cerezler">Çerezler</h2>
      <p>
        Sitemiz yalnızca çalışması için zorunlu olan çerezleri kullanır. Ziyaretçileri izleyen, reklam ya da istatistik amaçlı hiçbir
        çerez kullanılmaz; bu nedenle çerez onayı istenmez.
      </p>
      <ul>
        {siteCookies.map((cookie) => (
          <li key={cookie.name}>
            <code>{cookie.name}</code>
            {`: ${cookie.purpose} Süresi: ${cookie.lifetime}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Controller({ details }: { details: PageFields<"contact"> | null }) {
  const site = useIdentity();
  return (
    <section className="card" aria-labelledby="veri-sorumlusu">
      <h2 id="veri-sorumlusu">Veri sorumlusu ve başvuru adresi</h2>
      <dl className="event-facts">
        <dt>Veri sorumlusu</dt>
        <dd>{site.name}</dd>
        {details?.address ? (
          <>
            <dt>Adres</dt>
            <dd>
              <address>{details.address}</address>
            </dd>
          </>
        ) : null}
        {details?.email ? (
          <>
            <dt>E-posta</dt>
            <dd>
              <a href={`mailto:${details.email}`}>{details.email}</a>
            </dd>
          </>
        ) : null}
        {details?.phone ? (
          <>
            <dt>Telefon</dt>
            <dd>{details.phone}</dd>
          </>
        ) : null}
      </dl>
      {details ? null : (
        <p>
          Derneğin güncel iletişim bilgileri <a href={CONTACT_PATH}>İletişim</a> sayfasındadır.
        </p>
      )}
    </section>
  );
}

function Notice({ data }: { data: Promise<KvkkData> }) {
  const notice = use(data);
  return (
    <>
      <h1>{notice.title}</h1>
      {notice.summary ? <p className="lead">{notice.summary}</p> : null}
      <RichText value={notice.body} />
      <FormNotices retention={notice.retention} />
      <RegisterNotice />
      <RetentionPeriods retention={notice.retention} />
      <Cookies />
      <Controller details={notice.controller} />
    </>
  );
}

export const renderKvkk = (c: Context<AppEnv>, data: Promise<KvkkData>) =>
  c.render(<Notice data={data} />, {
    title: "KVKK Aydınlatma Metni",
    description: "Kişisel verilerin işlenmesine ilişkin aydınlatma metni, saklama süreleri, çerezler ve haklarınız.",
  });

