import { useIdentity } from "./site-identity";
import type { Context } from "hono";
import { use } from "react";
import { noticeBySlug, type AssemblyRow } from "../../db/assemblies";
import { database } from "../../db/client";
import { createError } from "../../platform/errors";
import type { Loaded } from "../../platform/page-route";
import { tag } from "../../platform/cache/tags";
import { assemblyTitle, dayText } from "../../shared/assembly/notice";
import type { AppEnv } from "../../shared/env";

/** The announced assembly's notice, by its address (docs/assembly.md): one statement; a plan not yet announced is not found. */
export async function loadGenelKurul(c: Context<AppEnv>): Promise<Loaded<AssemblyRow>> {
  const [assembly] = await noticeBySlug(database(c.env.DB), c.req.param("slug")!);
  if (!assembly) throw createError({ statusCode: 404, statusMessage: "Aradığınız genel kurul çağrısı bulunamadı", fatal: true });
  return { data: assembly, cache: { tags: [tag.assembly] } };
}

/** One meeting's day, time and place. */
function Meeting({ title, day, time, place }: { title: string; day: string; time: string; place: string }) {
  return (
    <section className="section" aria-label={title}>
      <h2>{title}</h2>
      <dl className="event-facts">
        <dt>Tarih</dt>
        <dd>
          <time dateTime={`${day}T${time}`}>{dayText(day)}</time>
        </dd>
        <dt>Saat</dt>
        <dd>{time}</dd>
        <dt>Yer</dt>
        <dd>{place}</dd>
      </dl>
    </section>
  );
}

function NoticeContent({ data }: { data: Promise<AssemblyRow> }) {
  const site = useIdentity();
  const assembly = use(data);
  return (
    <>
      <h1>{assemblyTitle(assembly)}</h1>
      <p className="lead">
        {site.name} {assembly.kind === "ordinary" ? "olağan" : "olağanüstü"} genel kurulu aşağıdaki gündemle toplanıyor. Çoğunluk sağlanamazsa ikinci toplantı aynı gündemle yapılır.
      </p>
      <Meeting title="İlk toplantı" day={assembly.firstOn} time={assembly.firstTime} place={assembly.firstPlace} />
      <Meeting title="Çoğunluk sağlanamazsa ikinci toplantı" day={assembly.secondOn} time={assembly.secondTime} place={assembly.secondPlace} />
      <section className="section" aria-labelledby="gundem-maddeleri">
        <h2 id="gundem-maddeleri">Gündem</h2>
        <ol>
          {assembly.agenda.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ol>
      </section>
      <p>Yönetim Kurulu</p>
    </>
  );
}

export const renderGenelKurul = (c: Context<AppEnv>, data: Promise<AssemblyRow>) =>
  c.render(<NoticeContent data={data} />, { title: "Genel kurul çağrısı", description: "Derneğimizin genel kurul toplantısının günü, yeri ve gündemi." });
