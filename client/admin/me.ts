import { createContext, useContext } from "react";
import type { MeDto } from "../../src/shared/admin-contract";

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
