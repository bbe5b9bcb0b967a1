/**
 * The association's logo: uploaded through the media library like any picture (the server checks
 * its bytes, type and size), shown here, and kept in the identity once the form is saved.
 */
import { useState } from "react";
import type { Identity } from "../../../../src/shared/identity";
import { asApiError, IMAGE_ACCEPT, uploadImage, useApi } from "../../api";

export function LogoField({ logo, name, error, onChange }: { logo: Identity["logo"]; name: string; error?: string; onChange(logo: Identity["logo"]): void }) {
  const { apiBase } = useApi();
  const [problem, setProblem] = useState("");
  const [uploading, setUploading] = useState(false);
  const shown = problem || error;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem("");
    setUploading(true);
    try {
      const image = await uploadImage(apiBase, file, { source: "library", alt: `${name} logosu` }, () => {});
      onChange({ src: image.url, width: image.width, height: image.height });
    } catch (caught) {
      setProblem(asApiError(caught).message);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={shown ? "field has-error" : "field"}>
      <label className="field-label" htmlFor="dernek-logo">
        Logo
      </label>
      <p className="field-hint" id="dernek-logo-hint">
        Kare bir resim en iyi sonucu verir (PNG, JPEG, WebP veya SVG). Sitenin başlığında, sekme simgesinde, paylaşım kartlarında ve e-postalarda görünür; yüklenmezse sade bir simge kullanılır.
      </p>
      {logo ? <img className="identity-logo-preview" src={logo.src} alt="Şu anki logo" width={96} height={96} /> : <p>Henüz logo yüklenmedi.</p>}
      <input id="dernek-logo" type="file" accept={IMAGE_ACCEPT} aria-describedby="dernek-logo-hint" disabled={uploading} onChange={(event) => void upload(event.target.files?.[0])} />
      {uploading ? <p role="status">Logo yükleniyor…</p> : null}
      {logo ? (
        <button type="button" className="button button-secondary" onClick={() => onChange(null)}>
          Logoyu kaldır
        </button>
      ) : null}
      {shown ? (
        <p className="field-error" role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
