/** The sections loaded on first use (client/admin/lazy-sections.tsx): one chunk, apart from the admin shell. */
export { Audit } from "./Audit";
export { EventRegistrations } from "./EventRegistrations";
export { Kvkk } from "./Kvkk";
export { Newsletter } from "./Newsletter";
export { Settings } from "./Settings";
export { System } from "./System";
export { Trash } from "./Trash";
