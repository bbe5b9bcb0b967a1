/** The assembly screens' Turkish words for stored values. */
export const KIND_LABELS = { ordinary: "Olağan", extraordinary: "Olağanüstü" } as const;
export const MATTER_LABELS = { regular: "Olağan gündem", bylaws: "Tüzük değişikliği", dissolution: "Fesih" } as const;
export const MEETING_LABELS = { first: "İlk toplantı", second: "İkinci toplantı" } as const;
export const MAIL_LABELS = { queued: "Sırada", sending: "Gönderiliyor", sent: "Teslim için kabul edildi", failed: "Gönderilemedi" } as const;

/** "5 Eylül 2027" from "2027-09-05". */
export { formatCalendarDay as showDay } from "../../../../src/shared/i18n/dates";
