/**
 * What a versioned form (versioned-form.ts) shows around its fields: the notices about edits kept
 * in this browser, and the save bar, which turns into the conflict notice (announced, where the
 * editor is looking) with the comparison of both versions and the two ways forward.
 */
import type { ReactNode } from "react";
import type { RichTextJson } from "../../src/shared/admin-contract";
import { ComparisonSlot, type ItemData } from "./comparison-slot";
import { useKeepScroll } from "./keep-scroll";
import { showDateTime } from "./time";
import type { VersionedForm } from "./versioned-form";

type AnyVersionedForm = VersionedForm<{ body: RichTextJson }, unknown>;

/** Unsaved edits brought back from this browser, and the editor's own version set aside after taking theirs. */
export function LocalCopyNotices({ versioned }: { versioned: Pick<AnyVersionedForm, "recoveredAt" | "conflict" | "keptAside" | "discardRecovered" | "bringBackMine" | "dismissAside"> }) {
  const { recoveredAt, conflict, keptAside } = versioned;
  return (
    <>
      {recoveredAt !== null && !conflict ? (
        <div className="notice notice-info" role="status">
          <p>{showDateTime(new Date(recoveredAt).toISOString())} tarihinde bu tarayıcıda yazdığınız, kaydedilmemiş değişiklikler geri getirildi.</p>
          <p className="button-row">
            <button type="button" className="button button-secondary button-small" onClick={versioned.discardRecovered}>
              Bu değişiklikleri at
            </button>
          </p>
        </div>
      ) : null}
      {keptAside ? (
        <div className="notice notice-info" role="status">
          <p>Sizin sürümünüz ({showDateTime(new Date(keptAside.at).toISOString())}) bu tarayıcıda yerel kopya olarak duruyor.</p>
          <p className="button-row">
            <button type="button" className="button button-secondary button-small" onClick={versioned.bringBackMine}>
              Kendi sürümümü forma getir
            </button>
            <button type="button" className="button button-secondary button-small" onClick={versioned.dismissAside}>
              Yerel kopyayı sil
            </button>
          </p>
        </div>
      ) : null}
    </>
  );
}

/**
 * The form's save bar: `children` (the save buttons and status) normally; on a conflict, the notice
 * with "İki sürümü karşılaştır", "Benimkini kaydet" and "Onlarınkini al", the comparison above it.
 * `compared` turns a version into the fields the comparison shows.
 */
export function SaveBar<F extends { body: RichTextJson }, D>({
  versioned,
  compared,
  onKeepMine,
  children,
}: {
  versioned: VersionedForm<F, D>;
  compared(form: F): ItemData;
  onKeepMine(theirs: D): void;
  children: ReactNode;
}) {
  const { conflict, comparing, theirs, saving } = versioned;
  const keepScroll = useKeepScroll();
  return (
    <>
      {conflict && comparing && theirs ? (
        <section className="conflict-compare" aria-label="İki sürüm yan yana">
          <ComparisonSlot before={compared(versioned.formOf(theirs.dto))} after={compared(versioned.form)} beforeLabel="Onların sürümü" afterLabel="Sizin sürümünüz" />
        </section>
      ) : null}
      <div className={conflict ? "form-actions has-conflict" : "form-actions"}>
        {conflict ? (
          <div className="conflict-notice" role="alert">
            <p>
              <strong>Kaydedilmedi:</strong> siz düzenlerken {theirs?.by ? `${theirs.by} bu kaydı kaydetti` : "bu kayıt başka biri tarafından kaydedildi"}. Yazdıklarınız kaybolmadı; bu formda ve bu tarayıcıda duruyor.
            </p>
            <p className="button-row">
              <button type="button" className="button button-secondary button-small" aria-expanded={comparing} disabled={!theirs} onClick={() => versioned.setComparing((open) => !open)}>
                {comparing ? "Karşılaştırmayı kapat" : "İki sürümü karşılaştır"}
              </button>
              <button type="button" className="button button-small" disabled={!theirs || saving} onClick={() => theirs && onKeepMine(theirs.dto)}>
                Benimkini kaydet
              </button>
              <button type="button" className="button button-secondary button-small" disabled={!theirs || saving} onClick={() => keepScroll(versioned.takeTheirs)}>
                Onlarınkini al
              </button>
            </p>
          </div>
        ) : (
          children
        )}
      </div>
    </>
  );
}
