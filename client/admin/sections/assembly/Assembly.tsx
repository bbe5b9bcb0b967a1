/**
 * Genel kurul (docs/assembly.md): the assemblies with the association's settings and a new plan, and
 * each assembly's course in tabs: the plan, the notice, the list of members entitled to attend, the
 * attendance at the door with the live quorum, and what follows the meeting. Board and administrators.
 */
import type { AssemblyDto } from "../../../../src/shared/assembly/dto";
import { useLoad } from "../../hooks";
import { Link } from "../../router";
import { ASSEMBLY_TABS, assemblyHref, type AssemblyTab } from "../../routes";
import { LoadState, SectionHeader } from "../../ui";
import { AfterMeeting } from "./AfterMeeting";
import { AssemblyList } from "./AssemblyList";
import { Attendance } from "./Attendance";
import { EntitledList } from "./EntitledList";
import { NoticeTab } from "./NoticeTab";
import { PlanForm } from "./PlanForm";

export interface AssemblyProps {
  id: number | null;
  tab: AssemblyTab;
  page: number;
  q: string;
}

const TAB_LABELS: Record<AssemblyTab, string> = { plan: "Plan", cagri: "Çağrı", hazirun: "Hazirun listesi", yoklama: "Yoklama", sonuc: "Toplantı sonrası" };

function Tabs({ id, tab }: { id: number; tab: AssemblyTab }) {
  return (
    <nav className="dues-tabs" aria-label="Genel kurul bölümleri">
      <ul>
        {ASSEMBLY_TABS.map((name) => (
          <li key={name}>
            <Link href={assemblyHref(id, name)} aria-current={name === tab ? "page" : undefined}>
              {TAB_LABELS[name]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AssemblyView({ id, tab, page, q }: AssemblyProps & { id: number }) {
  const { data, error, reload } = useLoad<AssemblyDto>(`/assembly/${id}`);
  return (
    <LoadState data={data} error={error} reload={reload}>
      {(assembly) => (
        <>
          <SectionHeader title={assembly.title} lead={<Link href="/admin/genel-kurul">Bütün genel kurullar</Link>} />
          <Tabs id={id} tab={tab} />
          {tab === "plan" ? <PlanForm key={assembly.id} assembly={assembly} onSaved={reload} /> : null}
          {tab === "cagri" ? <NoticeTab key={assembly.id} assembly={assembly} onChanged={reload} /> : null}
          {tab === "hazirun" ? <EntitledList assembly={assembly} page={page} q={q} /> : null}
          {tab === "yoklama" ? <Attendance assembly={assembly} q={q} page={page} /> : null}
          {tab === "sonuc" ? <AfterMeeting assembly={assembly} onChanged={reload} /> : null}
        </>
      )}
    </LoadState>
  );
}

export function Assembly(props: AssemblyProps) {
  return <section className="admin-section assembly-section">{props.id === null ? <AssemblyList /> : <AssemblyView {...props} id={props.id} />}</section>;
}
