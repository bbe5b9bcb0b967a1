/** Recent news and upcoming events, each with "Ekle" to add it at the end of the bulletin. */
import type { NewsletterDto } from "../../../../src/shared/admin-contract";
import type { PickedItem } from "../../../../src/shared/newsletter-picks";

export function PickList({ picks, onInsert }: { picks: NewsletterDto["picks"]; onInsert(item: PickedItem): void }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Son haberler ve yaklaşan etkinlikler</legend>
      <p className="field-hint">“Ekle” başlığı, tarihi, kısa özeti ve sayfasının bağlantısını metnin sonuna ekler; sonra düzenleyicide değiştirebilirsiniz.</p>
      {picks.length === 0 ? <p>Eklenebilecek haber ya da etkinlik yok.</p> : null}
      <ul className="newsletter-picks">
        {picks.map((pick) => (
          <li key={pick.url}>
            <span>
              {pick.kind === "news" ? "Haber" : "Etkinlik"}: <strong>{pick.title}</strong> <span className="muted">({pick.when})</span>
            </span>
            <button className="button button-secondary button-small" type="button" onClick={() => onInsert(pick)} aria-label={`Ekle: ${pick.title}`}>
              Ekle
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
