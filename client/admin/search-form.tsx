/** "Ara" above an admin list: the query lives in the address (?q=), so back/forward and links keep it. */
import { useEffect, useState, type FormEvent } from "react";
import { valueOf } from "./browser";
import { Link, useRouter, withQuery } from "./router";

export function SearchForm({ id, pathname, q }: { id: string; pathname: string; q: string }) {
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
      <label htmlFor={id}>Ara</label>
      <input id={id} name="q" type="search" value={search} onChange={(event) => setSearch(valueOf(event))} />
      <button type="submit" className="button button-small">
        Ara
      </button>
      {q ? (
        <Link href={pathname} className="admin-search-clear">
          Aramayı temizle
        </Link>
      ) : null}
    </form>
  );
}
