/** The sections loaded on first use (client/admin/lazy-sections.tsx): one chunk, apart from the admin shell. */
export { Audit } from "./Audit";
export { Documents } from "./documents/Documents";
export { DocumentPrint } from "./documents/DocumentPrint";
export { RegisterImport } from "./register-import/RegisterImport";
export { EventRegistrations } from "./EventRegistrations";
export { Kvkk } from "./Kvkk";
export { Newsletter } from "./Newsletter";
export { Settings } from "./Settings";
export { System } from "./System";
export { Trash } from "./Trash";
export { MemberRegister } from "./registers/MemberRegister";
export { MemberNew } from "./registers/MemberNew";
export { MemberView } from "./registers/MemberView";
export { DecisionBook } from "./registers/DecisionBook";
export { MemberPrint } from "./registers/MemberPrint";
export { DecisionPrint } from "./registers/DecisionPrint";
export { Dues } from "./dues/Dues";
