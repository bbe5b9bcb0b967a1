/**
 * Finding a member by name for a payment (the treasurer often knows the name, not the register
 * number): what is typed is looked up when "Bul" is pressed, and choosing a member fills the number.
 */
import { useState, type FormEvent } from "react";
import { useApi } from "../../api";
import { ActionFeedback, useAction } from "../../use-action";

interface Found {
  registerNo: number;
  fullName: string;
  exited: boolean;
}

export function MemberFinder({ choose }: { choose(registerNo: number): void }) {
  const { api } = useApi();
  const action = useAction();
  const [typed, setTyped] = useState("");
  const [found, setFound] = useState<Found[] | null>(null);
  const find = (event: FormEvent) => {
    event.preventDefault();
    void action.run(async () => {
      const answer = await api<{ items: Found[] }>("/dues/members", { query: { q: typed.trim() } });
      setFound(answer.items);
    });
  };
  return (
    <form className="dues-member-finder" role="search" onSubmit={find}>
      <label htmlFor="odeme-uye-ara">Üyeyi adıyla bul</label>
      <span className="dues-member-finder-row">
        <input id="odeme-uye-ara" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        <button type="submit" className="button button-secondary" disabled={action.busy !== null}>
          Bul
        </button>
      </span>
      <ActionFeedback action={action} />
      {found === null ? null : found.length === 0 ? (
        <p className="meta">Bu adla bir üye bulunamadı (en az iki harf yazın).</p>
      ) : (
        <ul className="dues-member-found" aria-label="Bulunan üyeler">
          {found.map((member) => (
            <li key={member.registerNo}>
              <button type="button" className="button button-secondary button-small" onClick={() => (choose(member.registerNo), setFound(null))}>
                {member.fullName} (üye no {member.registerNo}){member.exited ? ", ayrıldı" : ""}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
