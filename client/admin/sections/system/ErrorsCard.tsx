/** The unexpected errors of the last day: where, what kind, how often, and the codes people saw. */
import { showDateTime } from "../../time";
import { AdminTable } from "../../ui";
import { SystemCard, type SystemCardProps } from "./card";

export function ErrorsCard({ data }: SystemCardProps) {
  return (
    <SystemCard wide id="sistem-hatalar" title="Son bir günün hataları">
      {data.errors.length === 0 ? (
        <p className="meta">Son bir günde beklenmeyen hata olmadı.</p>
      ) : (
        <AdminTable label="Son bir günün hataları tablosu" caption="Son bir günde kaydedilen hatalar">
          <thead>
            <tr>
              <th scope="col">Nerede</th>
              <th scope="col">Kaç kez</th>
              <th scope="col">Son görüldüğü</th>
              <th scope="col">Son hata kodu</th>
            </tr>
          </thead>
          <tbody>
            {data.errors.map((error) => (
              <tr key={error.id}>
                <td>
                  <code>{error.route}</code> <span className="meta">({error.kind})</span>
                </td>
                <td data-label="Kaç kez">{error.count.toLocaleString("tr-TR")}</td>
                <td data-label="Son görüldüğü" className="nowrap">
                  <time dateTime={error.lastAt}>{showDateTime(error.lastAt)}</time>
                </td>
                <td data-label="Son hata kodu">
                  <code>{error.lastCode}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <p className="meta">Bir ziyaretçinin bildirdiği hata koduyla Cloudflare panelindeki Workers Logs'ta arayarak ayrıntıları bulabilirsiniz.</p>
    </SystemCard>
  );
}
