/**
 * "Ara" above an admin list. SearchForm keeps the query in the address (?q=), so back/forward and
 * links keep it; SearchBox searches in place (in a dialog, which may sit inside a page's form).
 */
import { useEffect, useState, type FormEvent, type KeyboardEvent } from "react";
import { valueOf } from "./browser";
import { Link, useRouter, withQuery } from "./router";

/** The label, the box and the button, as both searches draw them. */
function SearchControls({ id, label, value, onChange, name, submit }: { id: string; label: string; value: string; onChange(value: string): void; name?: string; submit?: () => void }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="search" value={value} onChange={(event) => onChange(valueOf(event))} />
      <button type={submit ? "button" : "submit"} className="button button-small" onClick={submit}>
        Ara
      </button>
    </>
  );
}

/** A search whose query is the address's `q`; "Aramayı temizle" once there is one. */
export function SearchForm({ id, pathname, q, label = "Ara" }: { id: string; pathname: string; q: string; label?: string }) {
  const { navigate } = useRouter();
  const [search, setSearch] = useState(q);
  // The box follows the address (back/forward, a link elsewhere).
  useEffect(() => setSearch(q), [q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(withQuery(pathname, { q: search.trim() }));
  };

  return (
    <form role="search" className="admin-search" onSubmit={submit} action={pathname} method="get">
      <SearchControls id={id} label={label} value={search} onChange={setSearch} name="q" />
      {q ? (
        <Link href={pathname} className="admin-search-clear">
          Aramayı temizle
        </Link>
      ) : null}
    </form>
  );
}

/** A search in place: `onSearch` gets the trimmed query on Enter or "Ara". Not a <form>: forms must not nest. */
export function SearchBox({ id, label, onSearch }: { id: string; label: string; onSearch(q: string): void }) {
  const [search, setSearch] = useState("");
  const submit = () => onSearch(search.trim());
  const enter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    submit();
  };
  return (
    <div role="search" className="admin-search" onKeyDown={enter}>
      <SearchControls id={id} label={label} value={search} onChange={setSearch} submit={submit} />
    </div>
  );
}
