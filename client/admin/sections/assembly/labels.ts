/** The assembly screens' Turkish words for stored values, and the labels that carry the law's numbers (from rules.ts, never typed twice). */
import { NOTICE_DAYS_BEFORE, ORDINARY_EVERY_YEARS, SECOND_MEETING_MAX_DAYS, SECOND_MEETING_MIN_DAYS } from "../../../../src/shared/assembly/rules";

export const KIND_LABELS = { ordinary: "Olağan", extraordinary: "Olağanüstü" } as const;
export const MATTER_LABELS = { regular: "Olağan gündem", bylaws: "Tüzük değişikliği", dissolution: "Fesih" } as const;
export const MEETING_LABELS = { first: "İlk toplantı", second: "İkinci toplantı" } as const;
export const MAIL_LABELS = { queued: "Sırada", sending: "Gönderiliyor", sent: "Teslim için kabul edildi", failed: "Gönderilemedi" } as const;

/** "5 Eylül 2027" from "2027-09-05". */
export { formatCalendarDay as showDay } from "../../../../src/shared/i18n/dates";

/** The plan form's and settings' labels with the law's numbers (TMK 74, 77; DY 14). */
export const RULE_LABELS = {
  secondOn: `Gün (ilk toplantıdan ${SECOND_MEETING_MIN_DAYS}–${SECOND_MEETING_MAX_DAYS} gün sonra)`,
  noticeOn: `Çağrı günü (ilk toplantıdan en az ${NOTICE_DAYS_BEFORE} gün önce)`,
  everyYears: `Olağan genel kurul kaç yılda bir (en çok ${ORDINARY_EVERY_YEARS})`,
} as const;
