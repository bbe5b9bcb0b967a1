/**
 * Events (Etkinlikler): their own fields beyond the shared publishable ones, in the order the
 * comparison lists them. A new field is one entry here, a column (src/db/schema.ts) with its
 * migration, and the page that shows it.
 */
import type { FieldSpecs } from "./field-spec";
import type { KindDeclaration } from "./publishable";

/** In person, online, or both. */
export const ATTENDANCE_MODES = ["yerinde", "cevrimici", "karma"] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

/** Etkinlikler's declaration. */
export const EVENT_KIND = {
  noun: "Etkinlik",
  fields: {
    // An empty start is asked for; one the form could not read is refused as a bad time.
    startsAt: { type: "instant", label: "Başlangıç", required: "Başlangıç tarihini ve saatini seçin." },
    endsAt: { type: "instant", label: "Bitiş" },
    allDay: { type: "boolean", label: "Tüm gün", initial: false, optional: false },
    locationName: { type: "text", label: "Yer adı", max: 160, tooLong: "Yer adı en fazla 160 karakter olabilir.", formId: "yer", group: "place" },
    locationAddress: { type: "text", label: "Adres", max: 300, tooLong: "Adres en fazla 300 karakter olabilir.", formId: "adres", rows: 2, group: "place" },
    locationNote: {
      type: "text",
      label: "Konum notu",
      max: 200,
      tooLong: "Konum notu en fazla 200 karakter olabilir.",
      formId: "konum-notu",
      hint: "Yeri bulmayı kolaylaştıran kısa bir not (ör. “Kapıdan girince sağdaki salon”).",
      group: "place",
      shownOnDetail: true,
    },
    onlineUrl: { type: "url", label: "Çevrim içi bağlantı", invalid: "Çevrim içi bağlantı http:// ya da https:// ile başlamalı." },
    attendanceMode: {
      type: "choice",
      label: "Katılım şekli",
      options: ATTENDANCE_MODES,
      initial: "yerinde",
      invalid: "Katılım şeklini seçin: yerinde, çevrim içi ya da karma.",
      compared: false,
    },
    onlineUrlPublic: { type: "boolean", label: "Bağlantı sayfada", initial: true, optional: true, compared: false },
    cancelled: { type: "boolean", label: "İptal", initial: false, optional: true, compared: false },
  },
} as const satisfies KindDeclaration<FieldSpecs>;

/** An event's own fields' declarations. */
export type EventFieldSpecs = typeof EVENT_KIND.fields;
