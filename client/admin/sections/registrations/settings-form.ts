/** The registration settings as the form holds them, and as the API takes them. */
import type { RegistrationSettingsInput } from "../../../../src/shared/admin-contract";
import { numberOrText } from "../../form-values";
import { isoToIstanbulLocal, istanbulLocalToIso } from "../../time";

/** The form's fields, as typed. */
export interface SettingsForm {
  open: boolean;
  capacity: string;
  closesLocal: string;
  audience: "members" | "anyone";
}

/** The stored settings in the form (open to anyone, no limit, when there are none yet). */
export const formOf = (settings: RegistrationSettingsInput | null): SettingsForm => ({
  open: settings?.open ?? true,
  capacity: settings?.capacity == null ? "" : String(settings.capacity),
  closesLocal: isoToIstanbulLocal(settings?.closesAt ?? null),
  audience: settings?.audience ?? "anyone",
});

/**
 * The form's values as the API takes them. The server's registrationSettingsInput is the one judge
 * of them: a capacity that is not a whole number, or a time that is not one, goes as typed and
 * comes back refused with the schema's message under its field.
 */
export const settingsBody = (form: SettingsForm) => ({
  open: form.open,
  capacity: numberOrText(form.capacity),
  closesAt: form.closesLocal.trim() ? (istanbulLocalToIso(form.closesLocal) ?? form.closesLocal.trim()) : null,
  audience: form.audience,
});
