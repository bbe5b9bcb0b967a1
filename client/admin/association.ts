/** The association's names as the admin app shows them (tab titles, printed books' headings), from the page's props. */
import { createContext, useContext } from "react";
import { DEFAULT_IDENTITY } from "../../src/shared/identity";
import type { AdminAppProps } from "../../src/shared/shell-props";

export type Association = NonNullable<AdminAppProps["association"]>;

const AssociationContext = createContext<Association>({ name: DEFAULT_IDENTITY.name, shortName: DEFAULT_IDENTITY.shortName });

export const AssociationProvider = AssociationContext.Provider;

/** The association's full and short names. */
export const useAssociation = (): Association => useContext(AssociationContext);
