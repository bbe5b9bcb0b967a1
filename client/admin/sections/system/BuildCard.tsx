/** Which build runs, when it was made and when Cloudflare received it. */
import { showDateTime } from "../../time";
import { SystemCard, type SystemCardProps } from "./card";

export function BuildCard({ data }: SystemCardProps) {
  const { build } = data;
  return (
    <SystemCard id="sistem-surum" title="Çalışan sürüm">
      <dl className="system-facts">
        <dt>Derleme kimliği</dt>
        <dd>
          <code>{build.id}</code>
        </dd>
        <dt>Derlendiği zaman</dt>
        <dd>
          <time dateTime={build.builtAt}>{showDateTime(build.builtAt)}</time>
        </dd>
        <dt>Yayına alındığı zaman</dt>
        <dd>{build.deployedAt ? <time dateTime={build.deployedAt}>{showDateTime(build.deployedAt)}</time> : "Bilinmiyor (yerel çalışma)"}</dd>
        {build.versionId ? (
          <>
            <dt>Cloudflare sürüm kimliği</dt>
            <dd>
              <code>{build.versionId}</code>
            </dd>
          </>
        ) : null}
      </dl>
    </SystemCard>
  );
}
