/** What the register screens show for stored codes, and the note the board sees on every register page. */
import { bookDay } from "../../../../src/shared/i18n/days";
import type { ExitKind, Gender } from "../../../../src/shared/registers/dto";

export const GENDER_NAMES: Record<Gender, string> = { female: "Kadın", male: "Erkek" };

export const EXIT_KIND_NAMES: Record<ExitKind, string> = {
  resignation: "İstifa",
  expulsion: "Üyelikten çıkarma (karar ile)",
  death: "Vefat",
  lapse: "Üyelik şartlarını kaybetme",
};

/** "2026-03-12" → "12.03.2026", the way the books write dates; "—" when there is none. */
export const showDay = (day: string | null | undefined): string => bookDay(day) || "—";

/** The printed, certified book stays the legal record (docs/registers.md). */
export const LEGAL_NOTE =
  "Yasal kayıt, onaylı (tasdikli) basılı defterdir. Site bu defterin verisini tutar ve sayfalarını basmaya hazırlar; basılan sayfalar onaylı defter yapraklarına aktarılıp imzalanır.";
