import type { LexicalEditor } from "lexical";
import { type JSX, useEffect, useState } from "react";
import { registerLinkPolicy } from "./registerLinkPolicy";

/**
 * The link policy at work, and its one message: the last address it refused (a pasted
 * javascript: link…), told to the author until dismissed.
 */
export function RefusedLinkNotice({ editor }: { editor: LexicalEditor }): JSX.Element {
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => registerLinkPolicy(editor, setRefused), [editor]);
  return (
    <p className="rte-notice" role="status">
      {refused !== null ? (
        <>
          “{refused.length > 60 ? `${refused.slice(0, 60)}…` : refused}” adresine bağlantı verilemez (yalnızca https://, http://, mailto:, tel: ve site içi adresler). Metin
          bağlantısız bırakıldı.{" "}
          <button type="button" className="rte-notice-close" onClick={() => setRefused(null)}>
            Tamam
          </button>
        </>
      ) : null}
    </p>
  );
}
