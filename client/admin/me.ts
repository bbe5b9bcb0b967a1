import { createContext, useContext } from "react";
import type { MeDto } from "../../src/shared/admin-contract";
import { GRANT_LABELS } from "../../src/shared/registers/access";

const MeContext = createContext<MeDto | null>(null);
export const MeProvider = MeContext.Provider;

/** Who is using the admin app (from the server's props). */
export function useMe(): MeDto {
  const me = useContext(MeContext);
  if (!me) throw new Error("useMe outside <MeProvider>");
  return me;
}

export const isAdmin = (me: MeDto) => me.role === "admin";

export const ROLE_LABELS: Record<MeDto["role"], string> = { admin: "Yönetici", editor: "Editör", member: "Üye" };

/**
 * What stands beside the name in the header: the duties ("Sayman", "Yönetim kurulu") and the site
 * role, except a plain member's "Üye" beside a duty (the duty is what they came to the admin for).
 */
export function roleText(me: Pick<MeDto, "role" | "grants">): string {
  const duties = (["board", "treasurer"] as const).filter((kind) => me.grants.includes(kind)).map((kind) => GRANT_LABELS[kind]);
  return (me.role === "member" && duties.length > 0 ? duties : [ROLE_LABELS[me.role], ...duties]).join(", ");
}
