/** A search by name or register number that changes the address (so the back button and a reload keep it). */
import { useState, type FormEvent } from "react";
import { useRouter } from "../../router";

export function SearchBox({ id, value, href }: { id: string; value: string; href(query: string): string }) {
  const { navigate } = useRouter();
  const [typed, setTyped] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(href(typed.trim()));
  };
  return (
    <form className="assembly-search" role="search" onSubmit={submit}>
      <label htmlFor={id}>Ad ya da sıra numarası</label>
      <input id={id} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
      <button type="submit" className="button">
        Ara
      </button>
    </form>
  );
}
