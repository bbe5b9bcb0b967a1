/** The agenda as an ordered list of items: each editable, moved up or down, removed; a new one added at the end. */
export function AgendaField({ items, onChange, error, disabled }: { items: string[]; onChange(items: string[]): void; error?: string | undefined; disabled: boolean }) {
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <fieldset className={error ? "assembly-agenda has-error" : "assembly-agenda"} aria-describedby={error ? "assembly-agenda-error" : undefined}>
      <legend>Gündem</legend>
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            <label className="visually-hidden" htmlFor={`assembly-agenda-${index}`}>
              Gündem maddesi {index + 1}
            </label>
            <input id={`assembly-agenda-${index}`} value={item} disabled={disabled} maxLength={500} onChange={(event) => onChange(items.map((other, i) => (i === index ? event.target.value : other)))} />
            {disabled ? null : (
              <span className="button-row">
                <button type="button" className="button button-secondary" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`${index + 1}. maddeyi yukarı taşı`}>
                  ↑
                </button>
                <button type="button" className="button button-secondary" disabled={index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={`${index + 1}. maddeyi aşağı taşı`}>
                  ↓
                </button>
                <button type="button" className="button button-secondary" onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={`${index + 1}. maddeyi sil`}>
                  Sil
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {error ? (
        <p className="field-error" id="assembly-agenda-error">
          {error}
        </p>
      ) : null}
      {disabled ? null : (
        <button type="button" className="button button-secondary" onClick={() => onChange([...items, ""])}>
          Madde ekle
        </button>
      )}
    </fieldset>
  );
}
