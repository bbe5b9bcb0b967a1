/** The identity form's state (every field as typed) and its conversion to the shared schema's input. */
import type { IdentityDto } from "../../../../src/shared/admin-contract";
import type { Identity } from "../../../../src/shared/identity";
import { identityUpdateSchema } from "../../../../src/shared/identity-input";

export type IdentityForm = Omit<Identity, "foundedYear"> & { foundedYear: string };

export const formOf = (dto: IdentityDto): IdentityForm => {
  const { version: _version, updatedAt: _updatedAt, ...identity } = dto;
  return { ...identity, foundedYear: identity.foundedYear === null ? "" : String(identity.foundedYear) };
};

/** The text fields, in the form's order, with their labels and what the browser may fill in. */
export const IDENTITY_TEXT_FIELDS = [
  { key: "name", label: "Derneğin tam adı", required: true, maxLength: 160, autoComplete: "organization", hint: "Tüzükte yazdığı gibi; sayfa başlıklarında, e-postalarda ve basılı defterlerde görünür." },
  { key: "shortName", label: "Kısa adı", required: true, maxLength: 40, hint: "Tarayıcı sekmelerinde ve dar yerlerde kullanılır (ör. “Çınar Derneği”)." },
  { key: "foundedYear", label: "Kuruluş yılı", maxLength: 4, inputMode: "numeric", hint: "Dört haneli yıl; sitenin alt kısmında ve arama motorlarına verilen bilgide görünür." },
  { key: "registryNumber", label: "Dernek kütük numarası (DERBİS)", maxLength: 20, hint: "İl müdürlüğünün verdiği numara (ör. 34-123-456)." },
  { key: "city", label: "İl", maxLength: 60, autoComplete: "address-level1" },
  { key: "district", label: "İlçe", maxLength: 60, autoComplete: "address-level2" },
  { key: "address", label: "Adres", maxLength: 300, autoComplete: "street-address" },
  { key: "phone", label: "Telefon", type: "tel", maxLength: 40, autoComplete: "tel", inputMode: "tel" },
  { key: "email", label: "E-posta", type: "email", maxLength: 254, autoComplete: "email", inputMode: "email" },
] as const;

export const SOCIAL_FIELDS = [
  { key: "facebook", label: "Facebook sayfası" },
  { key: "instagram", label: "Instagram hesabı" },
  { key: "x", label: "X hesabı" },
  { key: "youtube", label: "YouTube kanalı" },
] as const;

/** The form checked by the handler's own schema: the body to send, or the messages by field. */
export function checkedIdentity(form: IdentityForm, version: number): { body: unknown } | { errors: Record<string, string> } {
  const typedYear = form.foundedYear.trim();
  const foundedYear = typedYear === "" ? null : /^\d+$/.test(typedYear) ? Number(typedYear) : Number.NaN;
  const parsed = identityUpdateSchema(new Date()).safeParse({ ...form, foundedYear, version });
  if (parsed.success) return { body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
  return { errors };
}
